import { textOfCents } from '@pcbunion/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, enterprises, messages, staff } from '../../db/schema/index.js';
import { DEMO_PASSWORD, demoMask } from '../identity/accounts/demo-data.js';
import { hashPassword } from '../../platform/session/password.js';
import { invoicingInfo, placedOrder, recharge } from '../order/test-support.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { keptCreditDrift } from '../customer/test-helpers.js';
import { businessMonth } from '../../platform/business-day.js';

let server: TestServer;
let customer: Client;
let factory: Client;
let operator: Client;
let other: Client;
let customerUid: string;
const period = businessMonth(new Date());

/** A paid order released to production, delivered in one shipment and received with `disputed` pcs disputed. */
async function delivered(
  quantity: number,
  disputed: number,
  partNo: string,
): Promise<{ orderNo: string; deliveryNo: string }> {
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
  const no = planned.body.data.no as string;
  expect(
    (
      await factory.post(`/api/deliveries/${no}/ship`, {
        packages: 1,
        carrier: 'SF Express',
        trackingNo: `SF${no.slice(-8)}`,
      })
    ).status,
  ).toBe(200);
  const received = await customer.post(`/api/deliveries/${no}/receipt`, {
    lines: [
      { position: 1, accepted: quantity - disputed, disputed, reason: disputed ? 'scratched solder mask' : null },
    ],
  });
  expect(received.status, JSON.stringify(received.body)).toBe(200);
  customerUid = received.body.data.customer.id;
  return { orderNo: placed.no, deliveryNo: no };
}

beforeAll(async () => {
  server = await startTestServer();
  [customer, factory, operator] = await Promise.all([
    loginAs(server.url, 'customer'),
    loginAs(server.url, 'factory'),
    loginAs(server.url, 'platform'),
  ]);
  const db = server.database.db;
  const phone = `1375${String(process.pid % 10000).padStart(4, '0')}004`;
  const [enterprise] = await db
    .insert(enterprises)
    .values({
      enterpriseNo: `EB${process.pid % 100000}`,
      name: 'Other Buyer Co.',
      kind: 'customer',
      expiresOn: '2030-12-31',
    })
    .returning();
  const [account] = await db
    .insert(accounts)
    .values({
      userNo: `UB${phone.slice(-7)}`,
      name: 'Zhou Min',
      phoneAreaCode: '+86',
      phone,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  await db.insert(staff).values({
    enterpriseUid: enterprise!.uid,
    accountUid: account!.uid,
    staffName: 'Zhou Min',
    isAdmin: true,
    permissionMask: demoMask('customer'),
  });
  other = new Client(server.url);
  await other.post('/api/service/login', {
    login_type: 'phone',
    phone_area_code: '+86',
    login_phone: phone,
    login_password: DEMO_PASSWORD,
  });
}, 60_000);
afterAll(() => server.stop());

describe('the monthly customer statement', () => {
  let no = '';
  let changes = 0n;
  let first: { orderNo: string; deliveryNo: string };
  let second: { orderNo: string; deliveryNo: string };

  it('is made from the month’s received deliveries: shipped × unit price, less what was disputed', async () => {
    first = await delivered(300, 10, 'CB-300');
    second = await delivered(100, 0, 'CB-100');
    const bad = await factory.post('/api/customer-statements', { customerUid, period: '2026-13' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ msg: 'Period: a month such as 2026-11', data: { field: 'period' } });
    const empty = await factory.post('/api/customer-statements', { customerUid, period: '2001-01' });
    expect(empty.body).toMatchObject({
      msg: `Period: nothing was received by this customer in 2001-01, nor any accepted change left to bill`,
      data: { field: 'period' },
    });
    const made = await factory.post('/api/customer-statements', { customerUid, period, note: 'November' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    no = made.body.data.no;
    expect(no).toMatch(/^CS\d{20}$/);
    const lines = made.body.data.lines as Array<{
      kind: string;
      orderNo: string;
      quantity: number;
      amount: string;
      unitPrice: string;
    }>;
    const mine = lines.filter((l) => l.orderNo === first.orderNo || l.orderNo === second.orderNo);
    expect(mine.map((l) => [l.kind, l.orderNo, l.quantity])).toEqual([
      ['delivery', first.orderNo, 300],
      ['disputed', first.orderNo, 10],
      ['delivery', second.orderNo, 100],
    ]);
    expect(mine[1]!.amount.startsWith('-')).toBe(true);
    expect(made.body.data).toMatchObject({ status: 'draft', side: 'factory', actions: ['adjust', 'send', 'cancel'] });
    const again = await factory.post('/api/customer-statements', { customerUid, period });
    expect(again.status).toBe(409);
  });

  it('keeps the factory’s draft from the customer and another customer (404)', async () => {
    expect((await customer.get(`/api/customer-statements/${no}`)).status).toBe(404);
    expect((await other.get(`/api/customer-statements/${no}`)).status).toBe(404);
  });

  it('takes adjustments while a draft, sends it with the bell, and only the customer answers (403 for the factory)', async () => {
    const badAmount = await factory.call('PUT', `/api/customer-statements/${no}/adjustments`, {
      adjustments: [{ description: 'Freight credit', amount: 'ten' }],
    });
    expect(badAmount.body).toMatchObject({
      msg: 'Amount: an amount such as -120.50 or 300',
      data: { field: 'adjustments.0.amount' },
    });
    const adjusted = await factory.call('PUT', `/api/customer-statements/${no}/adjustments`, {
      adjustments: [{ description: 'Freight credit', amount: '-50.00' }],
      rowVersion: 1,
    });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);
    // The demo's accepted customer changes not billed yet are on the statement too (their own adjustment lines).
    changes = (adjusted.body.data.lines as Array<{ changeNo: string | null; amount: string }>)
      .filter((l) => l.changeNo)
      .reduce((a, l) => a + BigInt(l.amount.replace('.', '')), 0n);
    expect(adjusted.body.data).toMatchObject({ adjustments: textOfCents(changes - 50_00n), rowVersion: 2 });
    const stale = await factory.post(`/api/customer-statements/${no}/send`, { rowVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(
      `Customer statement ${no} was changed by someone else (it is now draft); reload and try again`,
    );
    const sent = await factory.post(`/api/customer-statements/${no}/send`, { rowVersion: 2 });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'sent', actions: [] });
    const bell = await server.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.enterpriseUid, customerUid), eq(messages.kind, 'sales')));
    expect(bell.some((m) => JSON.stringify(m.title).includes(no))).toBe(true);
    expect(
      (await factory.post(`/api/customer-statements/${no}/answer`, { lines: [{ position: 1, answer: 'confirmed' }] }))
        .status,
    ).toBe(403);
    expect((await customer.post(`/api/customer-statements/${no}/send`, {})).status).toBe(403);
    const seen = await customer.get(`/api/customer-statements?keyword=${no}`);
    expect(seen.body.data).toMatchObject({
      total: 1,
      data: [{ no, side: 'customer', status: 'sent', actions: ['answer'] }],
    });
  });

  it('is disputed line by line with a reason, reopened, corrected and confirmed', async () => {
    const detail = (await customer.get(`/api/customer-statements/${no}`)).body.data;
    const positions = (detail.lines as Array<{ position: number }>).map((l) => l.position);
    const partial = await customer.post(`/api/customer-statements/${no}/answer`, {
      lines: [{ position: 1, answer: 'confirmed' }],
    });
    expect(partial.body).toMatchObject({
      msg: 'Lines: answer every line of the statement once',
      data: { field: 'lines' },
    });
    const last = positions.at(-1)!;
    const noReason = await customer.post(`/api/customer-statements/${no}/answer`, {
      lines: positions.map((p) => ({ position: p, answer: p === last ? 'disputed' : 'confirmed' })),
    });
    expect(noReason.body.data.field).toBe(`lines.${last}.reason`);
    const disputed = await customer.post(`/api/customer-statements/${no}/answer`, {
      lines: positions.map((p) => ({
        position: p,
        answer: p === last ? 'disputed' : 'confirmed',
        reason: p === last ? 'Credit was agreed at 80.00' : null,
      })),
    });
    expect(disputed.status, JSON.stringify(disputed.body)).toBe(200);
    expect(disputed.body.data.status).toBe('disputed');
    expect(disputed.body.data.lines.at(-1)).toMatchObject({
      answer: 'disputed',
      answerReason: 'Credit was agreed at 80.00',
    });
    const noInvoice = await factory.post('/api/customer-invoices', { statementNo: no });
    expect(noInvoice.status).toBe(409);
    expect(noInvoice.body.msg).toBe(`Customer statement ${no} is disputed; only a confirmed statement can be invoiced`);
    expect((await factory.post(`/api/customer-statements/${no}/reopen`, {})).body.data).toMatchObject({
      status: 'draft',
    });
    await factory.call('PUT', `/api/customer-statements/${no}/adjustments`, {
      adjustments: [{ description: 'Freight credit', amount: '-80.00' }],
    });
    await factory.post(`/api/customer-statements/${no}/send`, {});
    const confirmed = await customer.post(`/api/customer-statements/${no}/answer`, {
      lines: positions.map((p) => ({ position: p, answer: 'confirmed' })),
    });
    expect(confirmed.body.data).toMatchObject({ status: 'confirmed', adjustments: textOfCents(changes - 80_00n) });
    expect(confirmed.body.data.log.map((l: { action: string }) => l.action)).toEqual([
      'create',
      'adjust',
      'send',
      'answer',
      'reopen',
      'adjust',
      'send',
      'answer',
    ]);
    const again = await customer.post(`/api/customer-statements/${no}/answer`, {
      lines: positions.map((p) => ({ position: p, answer: 'confirmed' })),
    });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(`Customer statement ${no} is confirmed; it cannot be answered`);
  });

  it('exports to Excel and PDF', async () => {
    const pdf = await fetch(`${server.url}/api/customer-statements/${no}/pdf`, {
      headers: { cookie: customer.cookie! },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
    for (const path of [`/api/customer-statements/${no}/export`, '/api/customer-statements/export?preset=last_month']) {
      const xlsx = await fetch(`${server.url}${path}`, { headers: { cookie: factory.cookie! } });
      expect(xlsx.status).toBe(200);
      expect(
        Buffer.from(await xlsx.arrayBuffer())
          .subarray(0, 2)
          .toString(),
      ).toBe('PK');
    }
  });

  it('is invoiced once, never beyond what was accepted; issued, sent and voided with a reason', async () => {
    const invoice = await factory.post('/api/customer-invoices', { statementNo: no, taxRate: '13' });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
    const ci = invoice.body.data.no as string;
    expect(invoice.body.data).toMatchObject({
      status: 'draft',
      basis: 'statement',
      statementNo: no,
      actions: ['issue', 'void'],
    });
    const firstLine = invoice.body.data.lines.find((l: { orderNo: string }) => l.orderNo === first.orderNo);
    expect(firstLine.quantity).toBe(290);
    expect((await factory.post('/api/customer-invoices', { statementNo: no })).status).toBe(409);
    const beyond = await factory.post('/api/customer-invoices', {
      customerUid,
      lines: [{ orderNo: second.orderNo, quantity: 0 + 1 }],
    });
    expect(beyond.status).toBe(400);
    expect(beyond.body).toMatchObject({
      msg: `Quantity: line 1, order ${second.orderNo}: at most 0 pcs accepted on receipt are left to invoice`,
      data: { field: 'lines.0.quantity' },
    });
    expect((await customer.get(`/api/customer-invoices/${ci}`)).status).toBe(404);
    expect((await customer.post(`/api/customer-invoices/${ci}/issue`, {})).status).toBe(404);
    const issued = await factory.post(`/api/customer-invoices/${ci}/issue`, {
      taxInvoiceNo: '44031234',
      rowVersion: 1,
    });
    expect(issued.body.data).toMatchObject({ status: 'issued', taxInvoiceNo: '44031234', actions: ['send', 'void'] });
    expect((await customer.post(`/api/customer-invoices/${ci}/send`, {})).status).toBe(403);
    expect((await other.get(`/api/customer-invoices/${ci}`)).status).toBe(404);
    const seen = await customer.get(`/api/customer-invoices/${ci}`);
    expect(seen.body.data).toMatchObject({ side: 'customer', status: 'issued', actions: [] });
    expect((await factory.post(`/api/customer-invoices/${ci}/issue`, {})).body.msg).toBe(
      `Customer invoice ${ci} is issued; it cannot be issued`,
    );
    expect((await factory.post(`/api/customer-invoices/${ci}/send`, {})).body.data.status).toBe('sent');
    const noReason = await factory.post(`/api/customer-invoices/${ci}/void`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.data.field).toBe('reason');
    const voided = await factory.post(`/api/customer-invoices/${ci}/void`, { reason: 'Wrong taxpayer number' });
    expect(voided.body.data).toMatchObject({ status: 'void', voidReason: 'Wrong taxpayer number' });
    // Voided, its quantities are free again: the second order is invoiced by its lines.
    const byOrder = await factory.post('/api/customer-invoices', {
      customerUid,
      lines: [{ orderNo: second.orderNo, quantity: 100 }],
      taxRate: 'x',
    });
    expect(byOrder.body).toMatchObject({ msg: 'Tax rate (%): a rate from 0 to 100', data: { field: 'taxRate' } });
    const ok = await factory.post('/api/customer-invoices', {
      customerUid,
      lines: [{ orderNo: second.orderNo, quantity: 100 }],
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ basis: 'orders', taxRate: '13' });
    const list = await factory.get(
      `/api/customer-invoices?keyword=${second.orderNo}&page_size=20&field=total&sort=desc`,
    );
    expect(list.body.data.total).toBe(2);
    const pdf = await fetch(`${server.url}/api/customer-invoices/${ok.body.data.no}/pdf`, {
      headers: { cookie: factory.cookie! },
    });
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
  });

  it('refuses a customer making statements or invoices (403)', async () => {
    expect((await customer.post('/api/customer-statements', { customerUid, period })).status).toBe(403);
    expect((await customer.post('/api/customer-invoices', { statementNo: no })).status).toBe(403);
  });

  it('lists the customers’ invoice applications with search and export; another enterprise’s → 404', async () => {
    const placed = await placedOrder({ customer, factory, operator });
    await recharge(customer, placed.total);
    await customer.post(`/api/orders/${placed.no}/pay`, {}, { 'Idempotency-Key': `pay-${placed.no}` });
    const applied = await customer.post(`/api/orders/${placed.no}/invoice-applications`, {
      invoicingInfoId: await invoicingInfo(customer),
      amount: '1.00',
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const listed = await factory.get(
      `/api/customer-invoicing/applications?keyword=${placed.no}&preset=last_month&field=amount&sort=desc`,
    );
    expect(listed.body.data).toMatchObject({
      total: 1,
      data: [{ orderNo: placed.no, side: 'factory', status: 'applied', amount: '1.00' }],
    });
    const appNo = listed.body.data.data[0].no as string;
    expect((await customer.get(`/api/customer-invoicing/applications/${appNo}`)).body.data).toMatchObject({
      side: 'customer',
      orderNo: placed.no,
    });
    expect((await other.get(`/api/customer-invoicing/applications/${appNo}`)).status).toBe(404);
    expect((await customer.get('/api/customer-invoicing/applications?side=factory')).status).toBe(403);
    const xlsx = await fetch(`${server.url}/api/customer-invoicing/applications/export?keyword=${placed.no}`, {
      headers: { cookie: factory.cookie! },
    });
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  it('never invoices more than was accepted, even asked twice at once', async () => {
    const order = await delivered(50, 0, 'CB-RACE');
    const both = await Promise.all(
      [1, 2].map(() =>
        factory.post('/api/customer-invoices', { customerUid, lines: [{ orderNo: order.orderNo, quantity: 30 }] }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.status === 400)!.body.data.field).toBe('lines.0.quantity');
  });
});

describe('the credit kept for the customer list', () => {
  it('is what the rule computes now for every customer of every factory, after all of the above', async () => {
    expect(await keptCreditDrift(server)).toEqual([]);
  });
});
