import { textOfCents } from '@pcbunion/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DEMO, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { sql } from 'drizzle-orm';
import { keptCreditDrift, signIn } from '../customer/test-helpers.js';
import { cents, issuedInvoice, type Clients } from './payment-test-support.js';

let server: TestServer;
let clients: Clients;
let factory: Client;
let factoryZh: Client;
let fileUid = '';
let receiptDay = '2026-11-20';

const receipt = (body: Record<string, unknown>, key?: string) =>
  factory.post(
    '/api/customer-receipts',
    { receivedOn: receiptDay, payer: 'Demo Electronics Customer Co.', bankReference: 'BOC-0001', ...body },
    key ? { 'Idempotency-Key': key } : {},
  );
const invoice = async (no: string) => (await factory.get(`/api/customer-invoices/${no}`)).body.data;
const creditNow = async () => (await factory.get(`/api/customers/${fileUid}`)).body.data.credit;

beforeAll(async () => {
  server = await startTestServer();
  const [customer, f, operator] = await Promise.all([
    loginAs(server.url, 'customer'),
    loginAs(server.url, 'factory'),
    loginAs(server.url, 'platform'),
  ]);
  factory = f;
  clients = { customer, factory, operator };
  factoryZh = new Client(server.url, 'zh-CN');
  factoryZh.cookie = factory.cookie;
  const list = await factory.get('/api/customers?page_size=100');
  fileUid = (list.body.data.data as Array<{ uid: string; platform: { no: string } | null }>).find(
    (c) => c.platform?.no === 'E0002',
  )!.uid;
  receiptDay = new Date().toISOString().slice(0, 10);
}, 60_000);
afterAll(() => server.stop());

describe('customer payments against invoices', () => {
  it('counts an issued invoice as open until paid: a partial payment leaves it partly paid, the rest pays it', async () => {
    const before = await creditNow();
    const inv = await issuedInvoice(clients, 100, 'PAY-PART');
    const total = cents(inv.total);
    // Issuing moved nothing out of "open": the receivables did not drop by the invoice.
    expect(cents((await creditNow()).open)).toBeGreaterThanOrEqual(cents(before.open));
    const openBefore = cents((await creditNow()).open);
    const part = total / 3n;
    const first = await receipt({
      customerUid: inv.customerUid,
      amount: textOfCents(part),
      allocations: [{ invoiceNo: inv.no, amount: textOfCents(part) }],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'recorded', allocated: textOfCents(part), unallocated: '0.00' });
    const partly = await invoice(inv.no);
    expect(partly).toMatchObject({
      status: 'partly_paid',
      paid: textOfCents(part),
      open: textOfCents(total - part),
      paymentActions: ['record_payment', 'write_off'],
    });
    expect(partly.payments).toEqual([
      expect.objectContaining({ receiptNo: first.body.data.no, amount: textOfCents(part), undone: false }),
    ]);
    expect(cents((await creditNow()).open)).toBe(openBefore - part);
    const rest = await receipt({
      customerUid: inv.customerUid,
      amount: textOfCents(total - part),
      bankReference: 'BOC-0002',
      allocations: [{ invoiceNo: inv.no, amount: textOfCents(total - part) }],
    });
    expect(rest.status).toBe(200);
    expect(await invoice(inv.no)).toMatchObject({ status: 'paid', open: '0.00', paymentActions: [] });
    expect(cents((await creditNow()).open)).toBe(openBefore - total);
    expect(await keptCreditDrift(server)).toEqual([]);
  });

  it('keeps an over-payment as the customer’s credit, which a later invoice takes', async () => {
    const a = await issuedInvoice(clients, 50, 'PAY-OVER-A');
    const over = cents(a.total) + 12_345n;
    const paid = await receipt({
      customerUid: a.customerUid,
      amount: textOfCents(over),
      bankReference: 'BOC-OVER',
      allocations: [{ invoiceNo: a.no, amount: a.total }],
    });
    expect(paid.body.data).toMatchObject({ unallocated: '123.45' });
    expect(paid.body.msg).toBe(
      `Payment ${paid.body.data.no} recorded: CNY ${a.total} allocated, CNY 123.45 left as credit`,
    );
    const credit = await creditNow();
    expect(cents(credit.unallocatedCredit)).toBeGreaterThanOrEqual(12_345n);
    const b = await issuedInvoice(clients, 20, 'PAY-OVER-B');
    const receivables = (await factory.get(`/api/customer-receivables?customerUid=${a.customerUid}`)).body.data;
    expect(receivables.invoices.map((i: { no: string }) => i.no)).toContain(b.no);
    expect(receivables.credits).toContainEqual(
      expect.objectContaining({ no: paid.body.data.no, unallocated: '123.45' }),
    );
    const taken = await factory.post(`/api/customer-receipts/${paid.body.data.no}/allocations`, {
      allocations: [{ invoiceNo: b.no, amount: '123.45' }],
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.data.unallocated).toBe('0.00');
    expect(await invoice(b.no)).toMatchObject({ status: 'partly_paid', paid: '123.45' });
    const more = await factory.post(`/api/customer-receipts/${paid.body.data.no}/allocations`, {
      allocations: [{ invoiceNo: b.no, amount: '0.01' }],
    });
    expect(more.status).toBe(400);
    expect(more.body).toMatchObject({
      msg: 'Allocations: together more than the CNY 0.00 left of the payment',
      data: { field: 'allocations' },
    });
  });

  it('refuses an allocation beyond the open amount naming the field, in the reader’s language, and changes nothing', async () => {
    const inv = await issuedInvoice(clients, 10, 'PAY-BEYOND');
    const beyond = textOfCents(cents(inv.total) + 1n);
    const body = { customerUid: inv.customerUid, amount: beyond, allocations: [{ invoiceNo: inv.no, amount: beyond }] };
    const refused = await receipt(body);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      msg: `Amount allocated: line 1: more than the CNY ${inv.total} still open on invoice ${inv.no}`,
      data: { field: 'allocations.0.amount' },
    });
    const zh = await factoryZh.post('/api/customer-receipts', {
      ...body,
      receivedOn: receiptDay,
      payer: 'x',
      bankReference: 'y',
    });
    expect(zh.body.msg).toBe(`核销金额：第 1 行：超过发票 ${inv.no} 的未收金额 CNY ${inv.total}`);
    const bad = await receipt({ customerUid: inv.customerUid, amount: '1.234', allocations: [] });
    expect(bad.body.data.field).toBe('amount');
    expect(await invoice(inv.no)).toMatchObject({ status: 'issued', paid: '0.00', open: inv.total });
    const list = await factory.get(`/api/customer-receipts?keyword=${inv.no}`);
    expect(list.body.data.total).toBe(0);
  });

  it('writes off an under-payment with a reason (the administrator), and the receivables follow', async () => {
    const inv = await issuedInvoice(clients, 30, 'PAY-UNDER');
    const short = cents(inv.total) - 500n;
    await receipt({
      customerUid: inv.customerUid,
      amount: textOfCents(short),
      bankReference: 'BOC-UNDER',
      allocations: [{ invoiceNo: inv.no, amount: textOfCents(short) }],
    });
    const open = cents((await creditNow()).open);
    expect((await factory.post(`/api/customer-invoices/${inv.no}/write-off`, {})).body.data.field).toBe('reason');
    const off = await factory.post(`/api/customer-invoices/${inv.no}/write-off`, { reason: 'Bank charges' });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data).toMatchObject({
      status: 'written_off',
      writtenOff: '5.00',
      open: '0.00',
      writeOffReason: 'Bank charges',
    });
    expect(off.body.data.log.at(-1).text).toMatch(/wrote off CNY 5.00: Bank charges$/);
    expect(cents((await creditNow()).open)).toBe(open - 500n);
    // A staff member holding the invoice screen but not the enterprise's administrator may not write off.
    const phone = `1376${String(process.pid % 10000).padStart(4, '0')}030`;
    await server.database.db.execute(sql`insert into accounts (user_no, name, phone_area_code, phone, password_hash)
      select ${`UP${phone.slice(-7)}`}, 'Qian Hui', '+86', ${phone}, password_hash from accounts where phone = ${DEMO.factory.phone}`);
    await server.database.db
      .execute(sql`insert into staff (enterprise_uid, account_uid, staff_name, is_admin, staff_member, permission_mask)
      select s.enterprise_uid, a.uid, 'Qian Hui', false, false, s.permission_mask from staff s, accounts a
      where a.phone = ${phone} and s.account_uid = (select uid from accounts where phone = ${DEMO.factory.phone}) and s.is_admin limit 1`);
    const clerk = await signIn(server, phone);
    const refused = await clerk.post(`/api/customer-invoices/${inv.no}/write-off`, { reason: 'Bank charges' });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('Only the enterprise’s administrator may write off an invoice');
    const again = await factory.post(`/api/customer-invoices/${inv.no}/write-off`, { reason: 'again' });
    expect(again.status).toBe(409);
    expect(await keptCreditDrift(server)).toEqual([]);
  });

  it('reverses a receipt entered by mistake: allocations undone, the invoice open again, the log kept', async () => {
    const inv = await issuedInvoice(clients, 40, 'PAY-REVERSE');
    const open = cents((await creditNow()).open);
    const paid = await receipt({
      customerUid: inv.customerUid,
      amount: inv.total,
      bankReference: 'BOC-WRONG',
      allocations: [{ invoiceNo: inv.no, amount: inv.total }],
    });
    const no = paid.body.data.no as string;
    expect((await invoice(inv.no)).status).toBe('paid');
    expect((await factory.post(`/api/customer-receipts/${no}/reverse`, {})).status).toBe(400);
    const reversed = await factory.post(`/api/customer-receipts/${no}/reverse`, { reason: 'Entered twice' });
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    expect(reversed.body.data).toMatchObject({ status: 'reversed', allocated: '0.00', unallocated: '0.00' });
    expect(reversed.body.data.allocations[0].undoneAt).not.toBeNull();
    expect(reversed.body.data.log.map((l: { action: string }) => l.action)).toEqual(['record', 'allocate', 'reverse']);
    const back = await invoice(inv.no);
    expect(back).toMatchObject({ status: 'issued', paid: '0.00', open: inv.total });
    expect(back.payments[0]).toMatchObject({ receiptNo: no, undone: true });
    expect(back.log.map((l: { action: string }) => l.action)).toContain('payment_undone');
    expect(cents((await creditNow()).open)).toBe(open);
    expect((await factory.post(`/api/customer-receipts/${no}/reverse`, { reason: 'again' })).status).toBe(409);
    expect(await keptCreditDrift(server)).toEqual([]);
  });

  it('answers a replayed receipt POST with the stored answer and records it once', async () => {
    const inv = await issuedInvoice(clients, 10, 'PAY-REPLAY');
    const body = {
      customerUid: inv.customerUid,
      amount: '1.00',
      bankReference: 'BOC-REPLAY',
      allocations: [{ invoiceNo: inv.no, amount: '1.00' }],
    };
    const [a, b] = [await receipt(body, 'receipt-replay-1'), await receipt(body, 'receipt-replay-1')];
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect((await invoice(inv.no)).paid).toBe('1.00');
    const other = await receipt({ ...body, amount: '2.00' }, 'receipt-replay-1');
    expect(other.status).toBe(409);
  });

  it('shows statements and the receipts list with what is really open, searched, sorted and summed', async () => {
    const list = await factory.get(`/api/customer-receipts?keyword=BOC-OVER&field=amount&sort=desc`);
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.sums).toMatchObject({ unallocated: '0.00' });
    const all = await factory.get(`/api/customer-receipts?from=${receiptDay}&to=${receiptDay}&page_size=2`);
    expect(all.body.data.data).toHaveLength(2);
    expect(all.body.data.total).toBeGreaterThanOrEqual(6);
    // A reversed receipt counts for nothing in the sums.
    const sums = all.body.data.sums;
    expect(cents(sums.amount) - cents(sums.allocated)).toBe(cents(sums.unallocated));
    const statements = await factory.get('/api/customer-statements?page_size=100');
    for (const s of statements.body.data.data as Array<{
      total: string;
      settled: string;
      open: string;
      status: string;
    }>)
      if (s.status !== 'cancelled') expect(cents(s.open)).toBe(cents(s.total) - cents(s.settled));
  });
});
