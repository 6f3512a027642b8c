import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWorkbook } from '../../platform/documents/index.js';
import { placedOrder, recharge } from '../order/test-support.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { keptCreditDrift } from '../customer/test-helpers.js';

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
  expect(
    (await customer.post(`/api/orders/${placed.no}/pay`, {}, { 'Idempotency-Key': `pay-${placed.no}` })).status,
  ).toBe(200);
  const created = await factory.post('/api/sale-notices', {
    orderNo: placed.no,
    productName: 'Control board',
    partNo,
    revision: 'A',
    quantity: 100,
    deliveryDate: '2099-12-01',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.data.no as string;
}

/** The demo customer's file set to these terms and limit; its credit use read back. */
async function setCredit(paymentTerms: string, creditLimit: string) {
  const before = (await factory.get(`/api/customers/${fileUid}`)).body.data;
  const saved = await factory.call('PUT', `/api/customers/${fileUid}`, {
    paymentTerms,
    creditLimit,
    rowVersion: before.rowVersion,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return (await factory.get(`/api/customers/${fileUid}`)).body.data.credit as Credit;
}

interface Credit {
  limited: boolean;
  limit: string;
  used: string;
  open: string;
  undelivered: string;
  available: string | null;
  currency: string;
}

const creditNow = async () => (await factory.get(`/api/customers/${fileUid}`)).body.data.credit as Credit;

/** What releasing the notice would add: read off the 409 of a release tried under a limit of used + 0.01 (nothing changes). */
async function releaseAmount(no: string): Promise<bigint> {
  const used = cents((await creditNow()).used);
  await setCredit('net_30', text(used + 1n));
  const refused = await factory.post(`/api/sale-notices/${no}/actions`, { action: 'release' });
  expect(refused.status, JSON.stringify(refused.body)).toBe(409);
  return cents(/adds CNY (\d+\.\d\d)$/.exec(refused.body.msg as string)![1]!);
}

beforeAll(async () => {
  server = await startTestServer();
  [customer, factory, operator] = await Promise.all([
    loginAs(server.url, 'customer'),
    loginAs(server.url, 'factory'),
    loginAs(server.url, 'platform'),
  ]);
  factoryZh = new Client(server.url, 'zh-CN');
  factoryZh.cookie = factory.cookie;
  const list = await factory.get('/api/customers?page_size=100');
  fileUid = (list.body.data.data as Array<{ uid: string; platform: { no: string } | null }>).find(
    (c) => c.platform?.no === 'E0002',
  )!.uid;
}, 60_000);
afterAll(() => server.stop());

describe('the credit limit of a customer on credit terms', () => {
  it('shows the customer file’s credit use: limit, used (open receivables + released undelivered notices), available', async () => {
    const credit = await setCredit('monthly_30', '200000.00');
    expect(credit).toMatchObject({ limited: true, limit: '200000.00', currency: 'CNY' });
    expect(cents(credit.used)).toBe(cents(credit.open) + cents(credit.undelivered));
    expect(cents(credit.available!)).toBe(200_000_00n - cents(credit.used));
    // The demo month leaves the demo customer room under its limit (the browser roads release more notices).
    expect(cents(credit.used)).toBeLessThan(150_000_00n);
  });

  it('refuses releasing a notice beyond the limit (409 naming the limit, the credit in use and the new amount), and passes up to it', async () => {
    const no = await draftNotice('CREDIT-1');
    const used = await setCredit('net_30', '0.01');
    const limit = cents(used.used) + 1n;
    await setCredit('net_30', text(limit));
    const refused = await factory.post(`/api/sale-notices/${no}/actions`, { action: 'release' });
    expect(refused.status).toBe(409);
    const amount = /adds CNY (\d+\.\d\d)$/.exec(refused.body.msg as string)?.[1];
    expect(refused.body.msg).toBe(
      `Credit limit of Demo Electronics Customer Co. exceeded: the limit is CNY ${text(limit)}, ` +
        `credit in use is CNY ${used.used} (open receivables CNY ${used.open}, ` +
        `released undelivered notices CNY ${used.undelivered}) and this release adds CNY ${amount}`,
    );
    expect(cents(amount!)).toBeGreaterThan(1n);
    const zh = await factoryZh.post(`/api/sale-notices/${no}/actions`, { action: 'release' });
    expect(zh.body.msg).toBe(
      `超出客户 Demo Electronics Customer Co. 的信用额度：额度 CNY ${text(limit)}，已用 CNY ${used.used}` +
        `（未结应收 CNY ${used.open}，已下达未交货 CNY ${used.undelivered}），本次下达 CNY ${amount}`,
    );
    expect((await factory.get(`/api/sale-notices/${no}`)).body.data.status).toBe('draft');

    // Exactly at the limit passes: used + new = limit; the release then counts as undelivered.
    await setCredit('net_30', text(cents(used.used) + cents(amount!)));
    const released = await factory.post(`/api/sale-notices/${no}/actions`, { action: 'release' });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body.data.status).toBe('released');
    const after = await creditNow();
    expect(cents(after.undelivered)).toBe(cents(used.undelivered) + cents(amount!));
    expect(after.available).toBe('0.00');
  });

  it('counts a released notice until it is shipped: two releases back to back cannot pass the limit together', async () => {
    const [a, b] = [await draftNotice('CREDIT-A'), await draftNotice('CREDIT-B')];
    const [amountA, amountB] = [await releaseAmount(a), await releaseAmount(b)];
    const used = cents((await creditNow()).used);
    // Room for either, not for both.
    await setCredit('net_30', text(used + amountA + amountB - 1n));
    expect((await factory.post(`/api/sale-notices/${a}/actions`, { action: 'release' })).status).toBe(200);
    const second = await factory.post(`/api/sale-notices/${b}/actions`, { action: 'release' });
    expect(second.status).toBe(409);
    expect(second.body.msg).toContain(`credit in use is CNY ${text(used + amountA)}`);
    // Cancelling the released notice gives its room back.
    expect(
      (await factory.post(`/api/sale-notices/${a}/actions`, { action: 'cancel', reason: 'customer withdrew' })).status,
    ).toBe(200);
    expect(cents((await creditNow()).used)).toBe(used);
    expect((await factory.post(`/api/sale-notices/${b}/actions`, { action: 'release' })).status).toBe(200);
    expect(cents((await creditNow()).used)).toBe(used + amountB);
  });

  it('lets one of two releases sent at once pass when the limit holds room for one (the second waits for the first and counts it)', async () => {
    const [a, b] = [await draftNotice('CREDIT-C1'), await draftNotice('CREDIT-C2')];
    const [amountA, amountB] = [await releaseAmount(a), await releaseAmount(b)];
    const used = cents((await creditNow()).used);
    await setCredit('net_30', text(used + amountA + amountB - 1n));
    const answers = await Promise.all(
      [a, b].map((no) => factory.post(`/api/sale-notices/${no}/actions`, { action: 'release' })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const passed = answers[0]!.status === 200 ? amountA : amountB;
    const after = await creditNow();
    expect(cents(after.used)).toBe(used + passed);
    expect(cents(after.used)).toBeLessThanOrEqual(cents(after.limit));
  });

  it('answers the same notice released twice at once once, and the other with its new state', async () => {
    await setCredit('net_30', '999999.00');
    const no = await draftNotice('CREDIT-TWICE');
    const before = cents((await creditNow()).used);
    const answers = await Promise.all(
      [1, 2].map(() => factory.post(`/api/sale-notices/${no}/actions`, { action: 'release' })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body.msg).toMatch(/released/i);
    expect(cents((await creditNow()).used)).toBeGreaterThan(before);
  });

  it('counts what was delivered and not invoiced as open, and the shipped part of a notice no longer as undelivered', async () => {
    const start = await setCredit('net_30', '999999.00');
    const before = cents(start.open);
    const no = await draftNotice('CREDIT-OPEN');
    expect((await factory.post(`/api/sale-notices/${no}/actions`, { action: 'release' })).status).toBe(200);
    const released = await creditNow();
    const amount = cents(released.undelivered) - cents(start.undelivered);
    expect(amount).toBeGreaterThan(0n);
    const planned = await factory.post('/api/deliveries', {
      plannedDate: '2099-11-20',
      address: 'Dock 3, Shenzhen',
      lines: [{ saleNoticeNo: no, quantity: 100 }],
    });
    const dno = planned.body.data.no as string;
    expect(
      (
        await factory.post(`/api/deliveries/${dno}/ship`, {
          packages: 1,
          carrier: 'SF Express',
          trackingNo: `SF${dno.slice(-8)}`,
        })
      ).status,
    ).toBe(200);
    const after = await creditNow();
    expect(cents(after.open)).toBe(before + amount);
    expect(cents(after.undelivered)).toBe(cents(start.undelivered));
    expect(cents(after.used)).toBe(cents(released.used));
    expect(cents(after.available!)).toBe(999_999_00n - cents(after.used));
  });

  it('takes a limit of 0 as no limit, and holds no limit for a prepaid customer', async () => {
    const unlimited = await setCredit('net_30', '0');
    expect(unlimited).toMatchObject({ limited: false, available: null });
    expect(
      (await factory.post(`/api/sale-notices/${await draftNotice('CREDIT-0')}/actions`, { action: 'release' })).status,
    ).toBe(200);
    expect((await setCredit('prepaid', '0.01')).limited).toBe(false);
    expect(
      (await factory.post(`/api/sale-notices/${await draftNotice('CREDIT-PRE')}/actions`, { action: 'release' }))
        .status,
    ).toBe(200);
  });
});

describe('credit use in the customer list', () => {
  it('shows each file’s credit used, as the file shows it, and sorts on it', async () => {
    const list = await factory.get('/api/customers?page_size=100&field=creditUsed&sort=desc');
    expect(list.status).toBe(200);
    const rows = list.body.data.data as Array<{
      uid: string;
      creditUsed: string;
      creditLimit: string;
      currency: string;
    }>;
    const demo = rows.find((r) => r.uid === fileUid)!;
    expect(demo.creditUsed).toBe((await creditNow()).used);
    expect(cents(demo.creditUsed)).toBeGreaterThan(0n);
    expect(rows.every((r) => /^\d+\.\d\d$/.test(r.creditUsed))).toBe(true);
    const used = rows.map((r) => cents(r.creditUsed));
    expect(used).toEqual([...used].sort((x, y) => (x < y ? 1 : x > y ? -1 : 0)));
    const asc = (await factory.get('/api/customers?page_size=100&field=creditUsed&sort=asc')).body.data.data as Array<{
      creditUsed: string;
    }>;
    expect(asc.map((r) => cents(r.creditUsed))).toEqual([...used].reverse());

    // The Excel export has the same column, in the list's order.
    const res = await fetch(`${server.url}/api/customers/export?field=creditUsed&sort=desc`, {
      headers: { cookie: factory.cookie ?? '' },
    });
    const [sheet] = await readWorkbook(Buffer.from(await res.arrayBuffer()));
    const column = sheet!.rows[0]!.indexOf('Credit used');
    expect(column).toBeGreaterThan(0);
    expect(sheet!.rows[0]![column + 1]).toBe('Credit limit');
    expect(sheet!.rows.slice(1, rows.length + 1).map((r) => Number(r[column]))).toEqual(
      rows.map((r) => Number(r.creditUsed)),
    );
  });
});

describe('the credit kept for the customer list', () => {
  it('is what the rule computes now for every customer of every factory, after all of the above', async () => {
    expect(await keptCreditDrift(server)).toEqual([]);
  });
});
