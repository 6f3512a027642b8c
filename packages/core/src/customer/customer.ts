/**
 * The factory's customer master (客户资料, issue 20), modelled on Odoo's res.partner (customer rank, salesperson,
 * payment terms, credit limit) and ERPNext's Customer (customer group, credit limit, default payment terms, sales
 * team), in the business's words. One record per customer per factory; a customer that is an enterprise on the
 * platform is linked to it (`platformEnterpriseUid`).
 */
export const CUSTOMER_LEVELS = ['strategic', 'key', 'regular', 'occasional'] as const;
export type CustomerLevel = (typeof CUSTOMER_LEVELS)[number];

/** How the customer pays: in advance, on delivery, or on a monthly statement N days after the month closes. */
export const CUSTOMER_PAYMENT_TERMS = [
  'prepaid',
  'cash_on_delivery',
  'net_30',
  'net_60',
  'monthly_30',
  'monthly_60',
  'monthly_90',
] as const;
export type CustomerPaymentTerm = (typeof CUSTOMER_PAYMENT_TERMS)[number];

/** An active customer takes orders; an archived one is kept for its history (ERPNext's "disabled"). */
export const CUSTOMER_STATUSES = ['active', 'archived'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** Where a file came from: written by the factory (or its quotation screen), won from a lead, or made for a platform enterprise that ordered. */
export const CUSTOMER_ORIGINS = ['manual', 'lead', 'platform'] as const;
export type CustomerOrigin = (typeof CUSTOMER_ORIGINS)[number];

export const CUSTOMER_ADDRESS_KINDS = ['billing', 'shipping', 'office'] as const;
export type CustomerAddressKind = (typeof CUSTOMER_ADDRESS_KINDS)[number];

export interface CustomerContact {
  name: string;
  position?: string;
  phone?: string;
  email?: string;
  primary?: boolean;
}

export interface CustomerAddress {
  kind: CustomerAddressKind;
  detailAddress: string;
  city?: string;
  country?: string;
  postcode?: string;
}

/** The customer number of the n-th customer of a factory: C0001, C0002, … (C10000 after C9999). */
export const customerNoOf = (n: number): string => `C${String(n).padStart(4, '0')}`;

/** The sequence number behind a customer number ("C0042" → 42), 0 for anything else. */
export function customerSequenceOf(no: string): number {
  const match = /^C(\d+)$/.exec(no);
  return match ? Number(match[1]) : 0;
}

/** Whether an order of `amountCents` keeps the customer within its credit limit (0 = no credit: prepaid only). */
export function withinCredit(limitCents: bigint, openCents: bigint, amountCents: bigint): boolean {
  return openCents + amountCents <= limitCents;
}
