import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedOrder, recharge } from '../order/test-support.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
let customer: Client;
let factory: Client;
let factoryZh: Client;
let operator: Client;
let fileUid = '';

const cents = (text: string) => BigInt(text.replace('.', ''));
const text = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;

/** A draft sales notice of a paid order of the demo customer. */
async function draftNotice(partNo: string): Promise<string> {
  const placed = await placedOrder({ customer, factory, operator });
  await recharge(customer, placed.total);
  expect((await customer.post(`/api/orders/${placed.no}/pay`, {}, { 'Idempotency-Key': `pay-${placed.no}` })).status).toBe(200);
  const created = await factory.post('/api/sale-notices', { orderNo: placed.no, productName: 'Control board', partNo, revision: 'A', quantity: 100, deliveryDate: '2099-12-01' });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.data.no as string;
}

/** The demo customer's file set to these terms and limit; its credit use read back. */
async function setCredit(paymentTerms: string, creditLimit: string) {
  const before = (await factory.get(`/api/customers/${fileUid}`)).body.data;
  const saved = await factory.call('PUT', `/api/customers/${fileUid}`, { paymentTerms, creditLimit, rowVersion: before.rowVersion });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return (await factory.get(`/api/customers/${fileUid}`)).body.data.credit as { limited: boolean; limit: string; open: string; available: string | null; currency: string };
}

beforeAll(async () => {
  server = await startTestServer();
  [customer, factory, operator] = await Promise.all([loginAs(server.url, 'customer'), loginAs(server.url, 'factory'), loginAs(server.url, 'platform')]);
  factoryZh = new Client(server.url, 'zh-CN');
  factoryZh.cookie = factory.cookie;
  const list = await factory.get('/api/customers?page_size=100');
  fileUid = (list.body.data.data as Array<{ uid: string; platform: { no: string } | null }>).find((c) => c.platform?.no === 'E0002')!.uid;
}, 60_000);
afterAll(() => server.stop());

describe('the credit limit of a customer on credit terms', () => {
  it('shows the customer file’s credit use: limit, open receivables, available', async () => {
    const credit = await setCredit('monthly_30', '200000.00');
    expect(credit).toMatchObject({ limited: true, limit: '200000.00', currency: 'CNY' });
    expect(cents(credit.available!)).toBe(200_000_00n - cents(credit.open));
    // The demo month leaves the demo customer room under its limit (the browser roads release more notices).
    expect(cents(credit.open)).toBeLessThan(150_000_00n);
  });

  it('refuses releasing a notice beyond the limit (409 naming the limit, the open amount and the new amount), and passes up to it', async () => {
    const no = await draftNotice('CREDIT-1');
    const open = cents((await setCredit('net_30', '0.01')).open);
    const limit = open + 1n;
    await setCredit('net_30', text(limit));
    const refused = await factory.post(`/api/sale-notices/${no}/actions`, { action: 'release' });
    expect(refused.status).toBe(409);
    const amount = /adds CNY (\d+\.\d\d)$/.exec(refused.body.msg as string)?.[1];
    expect(refused.body.msg).toBe(`Credit limit of Demo Electronics Customer Co. exceeded: the limit is CNY ${text(limit)}, open receivables are CNY ${text(open)} and this release adds CNY ${amount}`);
    expect(cents(amount!)).toBeGreaterThan(1n);
    const zh = await factoryZh.post(`/api/sale-notices/${no}/actions`, { action: 'release' });
    expect(zh.body.msg).toBe(`超出客户 Demo Electronics Customer Co. 的信用额度：额度 CNY ${text(limit)}，未结应收 CNY ${text(open)}，本次下达 CNY ${amount}`);
    expect((await factory.get(`/api/sale-notices/${no}`)).body.data.status).toBe('draft');

    // Exactly at the limit passes: open + new = limit.
    await setCredit('net_30', text(open + cents(amount!)));
    const released = await factory.post(`/api/sale-notices/${no}/actions`, { action: 'release' });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body.data.status).toBe('released');
  });

  it('counts what was delivered and not invoiced as open', async () => {
    const before = cents((await setCredit('net_30', '999999.00')).open);
    const no = await draftNotice('CREDIT-OPEN');
    expect((await factory.post(`/api/sale-notices/${no}/actions`, { action: 'release' })).status).toBe(200);
    const planned = await factory.post('/api/deliveries', { plannedDate: '2099-11-20', address: 'Dock 3, Shenzhen', lines: [{ saleNoticeNo: no, quantity: 100 }] });
    const dno = planned.body.data.no as string;
    expect((await factory.post(`/api/deliveries/${dno}/ship`, { packages: 1, carrier: 'SF Express', trackingNo: `SF${dno.slice(-8)}` })).status).toBe(200);
    const after = (await factory.get(`/api/customers/${fileUid}`)).body.data.credit;
    expect(cents(after.open)).toBeGreaterThan(before);
    expect(cents(after.available)).toBe(999_999_00n - cents(after.open));
  });

  it('takes a limit of 0 as no limit, and holds no limit for a prepaid customer', async () => {
    const unlimited = await setCredit('net_30', '0');
    expect(unlimited).toMatchObject({ limited: false, available: null });
    expect((await factory.post(`/api/sale-notices/${await draftNotice('CREDIT-0')}/actions`, { action: 'release' })).status).toBe(200);
    expect((await setCredit('prepaid', '0.01')).limited).toBe(false);
    expect((await factory.post(`/api/sale-notices/${await draftNotice('CREDIT-PRE')}/actions`, { action: 'release' })).status).toBe(200);
  });
});
