import { centsOfText } from '@pcbunion/core';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Client, TestServer } from '../../../test/test-server.js';
import { rowsOf } from '../../platform/ledger/index.js';

/** A board the demo factory's price book prices (the estimate form's parameters). */
export const BOARD = { LAYERS: 2, WIDTH_MM: 100, HEIGHT_MM: 80, QTY: 10 };

export interface Actors {
  customer: Client;
  factory: Client;
  operator: Client;
}

/** A new inquiry from the estimate form, approved by the factory (at another total when `total` is given). */
export async function approvedInquiry(
  a: Actors,
  opts: { total?: string; params?: Record<string, unknown> } = {},
): Promise<{ no: string; total: string }> {
  const created = await a.customer.post('/api/inquiries', { params: { ...BOARD, ...opts.params } });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const no = created.body.data.no as string;
  const body = opts.total ? { total: opts.total, reason: 'material price moved' } : {};
  const approved = await a.factory.post(`/api/inquiries/${no}/approve`, body);
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  const detail = await a.customer.get(`/api/inquiries/${no}`);
  return { no, total: (detail.body.data.approvedPrice?.total ?? detail.body.data.price.total) as string };
}

export async function inCart(a: Actors, opts: { total?: string } = {}): Promise<{ no: string; total: string }> {
  const inquiry = await approvedInquiry(a, opts);
  const added = await a.customer.post('/api/cart/items', { inquiryNo: inquiry.no });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return inquiry;
}

/** One address per customer session (a retried test meets a new server: the address is made again there). */
const addressIds = new WeakMap<Client, string>();
export async function shippingAddress(customer: Client): Promise<string> {
  const known = addressIds.get(customer);
  if (known) return known;
  const res = await customer.post('/api/addresses', {
    recipient: 'Li Lei',
    company: 'Demo Electronics',
    areaCode: '+86',
    phone: '13912345678',
    region: ['44', '4403', '440305'],
    detailAddress: 'No. 1 Keji Road',
  });
  expect(res.status).toBe(200);
  addressIds.set(customer, res.body.data.id as string);
  return res.body.data.id as string;
}

export async function invoicingInfo(customer: Client): Promise<string> {
  const res = await customer.post('/api/invoicing-infos', {
    unitName: 'Demo Electronics Customer Co.',
    taxpayerNo: '91440300ma5f0abc12',
    address: 'Shenzhen, Guangdong',
    detailAddress: 'No. 1 Keji Road, Nanshan',
    phone: '0755-12345678',
    bank: 'Bank of China Shenzhen Branch',
    bankCardNo: '6222 0200 1234 5678',
    email: 'billing@example.com',
    status: 'valid',
  });
  expect(res.status).toBe(200);
  return res.body.data.id as string;
}

/** Money into the customer's wallet through the sandbox gateway (a real recharge). */
export async function recharge(customer: Client, amount: string): Promise<void> {
  const created = await customer.post('/api/wallet/recharges', { amount, method: 'sandbox' });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const paid = await customer.post(`/api/payments/sandbox/${created.body.data.rechargeNo}/pay`, {});
  expect(paid.status).toBe(200);
}

/** One order of one approved inquiry: settled with a fresh key. */
export async function placedOrder(
  a: Actors,
  opts: { total?: string } = {},
): Promise<{ no: string; total: string; inquiryNo: string }> {
  const inquiry = await inCart(a, opts);
  const settled = await a.customer.post(
    '/api/cart/settle',
    { inquiryNos: [inquiry.no], addressId: await shippingAddress(a.customer) },
    { 'Idempotency-Key': `settle-${inquiry.no}` },
  );
  expect(settled.status, JSON.stringify(settled.body)).toBe(200);
  const order = settled.body.data.orders[0];
  return { no: order.no as string, total: order.total as string, inquiryNo: inquiry.no };
}

export const cents = (text: string) => centsOfText(text);

/** The customer's available balance, in cents. */
export async function balance(who: Client): Promise<bigint> {
  return centsOfText((await who.get('/api/wallet')).body.data.balance as string);
}

/** What the platform's escrow holds, in cents. */
export async function escrow(server: TestServer): Promise<bigint> {
  const [row] = rowsOf<{ held: unknown }>(
    await server.database.db.execute(
      sql`select coalesce(sum(credits_posted - debits_posted), 0) as held from ledger_accounts where purpose = 'platform_escrow'`,
    ),
  );
  return BigInt(String(row?.held ?? 0));
}

export async function ledgerBalanced(operator: Client): Promise<void> {
  expect((await operator.get('/api/finance/ledger/check')).body.data).toMatchObject({
    balanced: true,
    difference: '0.00',
  });
}

/** An enterprise's wallet (available), in cents, read from the ledger (the factory has no balance screen). */
export async function walletCents(server: TestServer, enterpriseNo: string): Promise<bigint> {
  const [row] = rowsOf<{ available: unknown }>(
    await server.database.db
      .execute(sql`select coalesce(sum(a.credits_posted - a.debits_posted - a.debits_pending), 0) as available
      from ledger_accounts a join enterprises e on e.uid = a.enterprise_uid where e.enterprise_no = ${enterpriseNo} and a.purpose = 'member_wallet'`),
  );
  return BigInt(String(row?.available ?? 0));
}
