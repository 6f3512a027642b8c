import { expect } from 'vitest';
import type { Client } from '../../../test/test-server.js';
import { placedOrder, recharge } from '../order/test-support.js';

export interface Clients {
  customer: Client;
  factory: Client;
  operator: Client;
}

export const cents = (text: string) => BigInt(text.replace('.', ''));

/**
 * An issued customer invoice of the demo customer: a paid order released to production, shipped, received whole and
 * invoiced by its line. Its number, total, customer and version.
 */
export async function issuedInvoice(
  { customer, factory, operator }: Clients,
  quantity: number,
  partNo: string,
): Promise<{ no: string; total: string; customerUid: string; rowVersion: number }> {
  const placed = await placedOrder({ customer, factory, operator });
  await recharge(customer, placed.total);
  expect(
    (await customer.post(`/api/orders/${placed.no}/pay`, {}, { 'Idempotency-Key': `pay-${placed.no}` })).status,
  ).toBe(200);
  const notice = await factory.post('/api/sale-notices', {
    orderNo: placed.no,
    productName: 'Control board',
    partNo,
    revision: 'A',
    quantity,
    deliveryDate: '2099-12-01',
  });
  expect(notice.status, JSON.stringify(notice.body)).toBe(200);
  expect((await factory.post(`/api/sale-notices/${notice.body.data.no}/actions`, { action: 'release' })).status).toBe(
    200,
  );
  const planned = await factory.post('/api/deliveries', {
    plannedDate: '2099-11-20',
    address: 'Dock 3, Shenzhen',
    lines: [{ saleNoticeNo: notice.body.data.no, quantity }],
  });
  const dno = planned.body.data.no as string;
  expect(
    (await factory.post(`/api/deliveries/${dno}/ship`, { packages: 1, carrier: 'SF Express', trackingNo: `SF${dno}` }))
      .status,
  ).toBe(200);
  const received = await customer.post(`/api/deliveries/${dno}/receipt`, {
    lines: [{ position: 1, accepted: quantity, disputed: 0, reason: null }],
  });
  expect(received.status, JSON.stringify(received.body)).toBe(200);
  const customerUid = received.body.data.customer.id as string;
  const draft = await factory.post('/api/customer-invoices', {
    customerUid,
    lines: [{ orderNo: placed.no, quantity }],
  });
  expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  const issued = await factory.post(`/api/customer-invoices/${draft.body.data.no}/issue`, {});
  expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  return {
    no: issued.body.data.no,
    total: issued.body.data.total,
    customerUid,
    rowVersion: issued.body.data.rowVersion,
  };
}
