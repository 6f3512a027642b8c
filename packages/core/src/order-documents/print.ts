import type { PrintDocument, PrintField } from '../documents/print-document.js';
import type { PricingLocale } from '../pricing/messages.js';
import { PRINT_LABELS } from './labels.js';
import { INQUIRY_STATUS_WORDS, ORDER_STATUS_WORDS } from './statuses.js';

/**
 * Print templates (spec 02 §5: printing needs a selected row and a template). An order prints as the customer's
 * order information (figures, invoicing) or as a delivery note (boards and address, no money, a signature line);
 * an inquiry as the customer's request with the price it was made at, or with the factory's pricing beside it.
 */
export const ORDER_PRINT_TEMPLATES = ['customer', 'delivery'] as const;
export type OrderPrintTemplate = (typeof ORDER_PRINT_TEMPLATES)[number];
export const INQUIRY_PRINT_TEMPLATES = ['request', 'pricing'] as const;
export type InquiryPrintTemplate = (typeof INQUIRY_PRINT_TEMPLATES)[number];

export const isOrderPrintTemplate = (value: unknown): value is OrderPrintTemplate =>
  (ORDER_PRINT_TEMPLATES as readonly unknown[]).includes(value);
export const isInquiryPrintTemplate = (value: unknown): value is InquiryPrintTemplate =>
  (INQUIRY_PRINT_TEMPLATES as readonly unknown[]).includes(value);

interface Party {
  name: string | null;
}

/** What a print needs of an order (the order API's record has it). */
export interface PrintableOrder {
  no: string;
  status: string;
  customer: Party;
  merchant: Party;
  items: Array<{
    inquiryNo: string;
    productNo?: string | null;
    params?: Record<string, unknown> | null;
    quantity?: number | null;
    total: string;
  }>;
  total: string;
  paid: string;
  refunded: string;
  invoiced: string;
  currency: string;
  address?: {
    recipient?: string;
    company?: string | null;
    areaCode?: string;
    phone?: string;
    regionNames?: string;
    detailAddress?: string;
  } | null;
  invoicingInfo?: { unitName?: string; taxpayerNo?: string } | null;
  productionNo?: string | null;
  carrier?: string | null;
  trackingNo?: string | null;
  createdAt: string | Date;
  paidAt?: string | Date | null;
  shippedAt?: string | Date | null;
}

/** What a print needs of an inquiry (the inquiry API's record has it). */
export interface PrintableInquiry {
  no: string;
  status: string;
  version?: number;
  customer: Party;
  merchant: Party;
  productNo?: string | null;
  params?: Record<string, unknown> | null;
  /** Delivery form and method, SET / PCS size, splitting, finish and thicknesses, gold fingers, order type, lead time. */
  details?: Record<string, unknown> | null;
  price?: {
    estimated?: string | null;
    discounted?: string | null;
    full?: string | null;
    boardFee?: string | null;
    otherFees?: string | null;
    total?: string | null;
    currency?: string | null;
  } | null;
  approvedPrice?: { total?: string | null; deliveryDays?: number | null; reason?: string | null } | null;
  deliveryDays?: number | null;
  leadTime?: string | null;
  rejectReason?: string | null;
  createdAt: string | Date;
}

/** A date-time as "2026-11-25 10:17" (UTC; the print is the same whoever prints it). */
export const printTime = (iso: string | Date | null | undefined): string =>
  iso ? new Date(iso).toISOString().slice(0, 16).replace('T', ' ') : '';

/**
 * Parameters as "name: value" pairs, empty ones left out. A nested group (an order line keeps `{ params, details }`)
 * is opened into its own pairs; a list is joined with commas.
 */
export function paramsText(params: Record<string, unknown> | null | undefined): string {
  const pairs: string[] = [];
  const walk = (record: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(record)) {
      if (value === null || value === undefined || value === '') continue;
      if (Array.isArray(value)) pairs.push(`${key}: ${value.join(', ')}`);
      else if (typeof value === 'object') walk(value as Record<string, unknown>);
      else pairs.push(`${key}: ${String(value)}`);
    }
  };
  if (params) walk(params);
  return pairs.join('; ');
}

const money = (currency: string, amount: string | null | undefined) => (amount ? `${currency} ${amount}` : '');

/** The print document of an order in a template and a language (the PDF and the print page show the same). */
export function orderPrintDocument(
  order: PrintableOrder,
  template: OrderPrintTemplate,
  locale: PricingLocale = 'en',
): PrintDocument {
  const l = PRINT_LABELS[locale];
  const a = order.address ?? {};
  const fields: PrintField[] = [
    { label: l.orderNo, value: order.no },
    { label: l.date, value: printTime(order.createdAt) },
    { label: l.customer, value: order.customer.name ?? '' },
    { label: l.factory, value: order.merchant.name ?? '' },
    { label: l.status, value: ORDER_STATUS_WORDS[locale][order.status] ?? order.status },
    { label: l.productionNo, value: order.productionNo ?? '' },
    { label: l.recipient, value: [a.recipient, a.company].filter(Boolean).join(' ') },
    { label: l.phone, value: [a.areaCode, a.phone].filter(Boolean).join(' ') },
    { label: l.address, value: [a.regionNames, a.detailAddress].filter(Boolean).join(' ') },
  ];
  if (order.trackingNo)
    fields.push({ label: l.carrier, value: order.carrier ?? '' }, { label: l.trackingNo, value: order.trackingNo });
  const boards = (withMoney: boolean) => ({
    title: l.boards,
    columns: [
      { label: l.inquiryNo, width: 1.3 },
      { label: l.productNo, width: 1.2 },
      { label: l.parameters, width: 3 },
      { label: l.quantity, align: 'right' as const, width: 0.8 },
      ...(withMoney ? [{ label: l.amount, align: 'right' as const, width: 1 }] : []),
    ],
    rows: order.items.map((item) => [
      item.inquiryNo,
      item.productNo ?? '',
      paramsText(item.params),
      item.quantity === null || item.quantity === undefined ? '' : String(item.quantity),
      ...(withMoney ? [item.total] : []),
    ]),
  });
  if (template === 'delivery') {
    if (order.shippedAt) fields.push({ label: l.shippedAt, value: printTime(order.shippedAt) });
    return {
      title: l.deliveryTitle,
      subtitle: order.merchant.name ?? undefined,
      fields,
      tables: [boards(false)],
      totals: [],
      notes: [`${l.signature}: ____________________`],
      footer: l.deliveryFooter,
    };
  }
  fields.push({ label: l.currency, value: order.currency });
  if (order.paidAt) fields.push({ label: l.paidAt, value: printTime(order.paidAt) });
  if (order.invoicingInfo?.unitName)
    fields.push({
      label: l.invoicing,
      value: [order.invoicingInfo.unitName, order.invoicingInfo.taxpayerNo].filter(Boolean).join(' '),
    });
  const totals = [
    { label: l.total, value: money(order.currency, order.total) },
    { label: l.paid, value: money(order.currency, order.paid) },
  ];
  if (order.refunded !== '0.00') totals.push({ label: l.refunded, value: money(order.currency, order.refunded) });
  if (order.invoiced !== '0.00') totals.push({ label: l.invoiced, value: money(order.currency, order.invoiced) });
  return {
    title: l.orderTitle,
    subtitle: order.merchant.name ?? undefined,
    fields,
    tables: [boards(true)],
    totals,
    footer: l.orderFooter,
  };
}

/** The print document of an inquiry: the request and its price; the pricing template adds the factory's answer. */
export function inquiryPrintDocument(
  inquiry: PrintableInquiry,
  template: InquiryPrintTemplate,
  locale: PricingLocale = 'en',
): PrintDocument {
  const l = PRINT_LABELS[locale];
  const currency = inquiry.price?.currency ?? 'CNY';
  const fields: PrintField[] = [
    { label: l.inquiryNo, value: inquiry.no },
    { label: l.version, value: inquiry.version === undefined ? '' : String(inquiry.version) },
    { label: l.date, value: printTime(inquiry.createdAt) },
    { label: l.status, value: INQUIRY_STATUS_WORDS[locale][inquiry.status] ?? inquiry.status },
    { label: l.customer, value: inquiry.customer.name ?? '' },
    { label: l.factory, value: inquiry.merchant.name ?? '' },
    { label: l.productNo, value: inquiry.productNo ?? '' },
    { label: l.deliveryDays, value: inquiry.deliveryDays ? `${inquiry.deliveryDays} ${l.days}` : '' },
  ];
  if (inquiry.leadTime) fields.push({ label: l.leadTime, value: inquiry.leadTime });
  const params = [...Object.entries(inquiry.params ?? {}), ...Object.entries(inquiry.details ?? {})].filter(
    ([, v]) => v !== null && v !== undefined && v !== '',
  );
  const tables = [
    {
      title: l.parameters,
      columns: [
        { label: l.parameters, width: 1 },
        { label: '', width: 2 },
      ],
      rows: params.map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
    },
  ];
  const p = inquiry.price ?? {};
  const totals = [
    { label: l.estimated, value: money(currency, p.estimated) },
    { label: l.discounted, value: money(currency, p.discounted) },
    { label: l.full, value: money(currency, p.full) },
    { label: l.boardFee, value: money(currency, p.boardFee) },
    { label: l.otherFees, value: money(currency, p.otherFees) },
    { label: l.total, value: money(currency, p.total) },
  ].filter((f) => f.value);
  const notes: string[] = [];
  if (template === 'pricing') {
    if (inquiry.approvedPrice?.total)
      totals.push({ label: l.approvedTotal, value: money(currency, inquiry.approvedPrice.total) });
    if (inquiry.approvedPrice?.deliveryDays)
      fields.push({
        label: `${l.approvedTotal} · ${l.deliveryDays}`,
        value: `${inquiry.approvedPrice.deliveryDays} ${l.days}`,
      });
    if (inquiry.approvedPrice?.reason) notes.push(`${l.reason}: ${inquiry.approvedPrice.reason}`);
    if (inquiry.rejectReason) notes.push(`${l.rejectReason}: ${inquiry.rejectReason}`);
  }
  return {
    title: template === 'pricing' ? l.inquiryPricingTitle : l.inquiryTitle,
    subtitle: inquiry.merchant.name ?? undefined,
    fields,
    tables,
    totals,
    notes,
    footer: l.inquiryFooter,
  };
}
