import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, deliveries, deliveryLines, enterprises, messages, staff } from '../../db/schema/index.js';
import { DEMO_PASSWORD, demoMask } from '../../db/seed/demo-data.js';
import { hashPassword } from '../auth/password.js';
import { placedOrder, recharge } from '../order/test-support.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { keptCreditDrift } from '../customer/test-helpers.js';

let server: TestServer;
let customer: Client;
let factory: Client;
let operator: Client;
let other: Client;

/** A sales notice of `quantity` pcs for a new paid order, released to production (or left a draft). */
async function notice(quantity: number, partNo: string, release = true): Promise<string> {
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
    quantity,
    deliveryDate: '2099-12-01',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const no = created.body.data.no as string;
  if (release) expect((await factory.post(`/api/sale-notices/${no}/actions`, { action: 'release' })).status).toBe(200);
  return no;
}

const plan = (lines: Array<{ saleNoticeNo: string; quantity: number }>, over: Record<string, unknown> = {}) =>
  factory.post('/api/deliveries', {
    plannedDate: '2099-11-20',
    address: 'Dock 3, No. 1 Keji Road, Shenzhen',
    lines,
    ...over,
  });

beforeAll(async () => {
  server = await startTestServer();
  [customer, factory, operator] = await Promise.all([
    loginAs(server.url, 'customer'),
    loginAs(server.url, 'factory'),
    loginAs(server.url, 'platform'),
  ]);
  const db = server.database.db;
  const phone = `1374${String(process.pid % 10000).padStart(4, '0')}003`;
  const [enterprise] = await db
    .insert(enterprises)
    .values({
      enterpriseNo: `ED${process.pid % 100000}`,
      name: 'Third Buyer Co.',
      kind: 'customer',
      expiresOn: '2030-12-31',
    })
    .returning();
  const [account] = await db
    .insert(accounts)
    .values({
      userNo: `UD${phone.slice(-7)}`,
      name: 'Sun Li',
      phoneAreaCode: '+86',
      phone,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  await db.insert(staff).values({
    enterpriseUid: enterprise!.uid,
    accountUid: account!.uid,
    staffName: 'Sun Li',
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

describe('delivering a sales notice in parts', () => {
  it('plans two partial deliveries, refuses a third beyond the notice, ships one and the customer confirms it with a disputed quantity', async () => {
    const sn = await notice(500, 'DLV-500');
    const first = await plan([{ saleNoticeNo: sn, quantity: 300 }]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      status: 'planned',
      actions: ['ship', 'cancel'],
      lines: [{ position: 1, saleNoticeNo: sn, partNo: 'DLV-500', quantity: 300, accepted: null }],
    });
    const second = await plan([{ saleNoticeNo: sn, quantity: 200 }], { plannedDate: '2099-11-27' });
    expect(second.status).toBe(200);
    const beyond = await plan([{ saleNoticeNo: sn, quantity: 1 }]);
    expect(beyond.status).toBe(400);
    expect(beyond.body).toMatchObject({
      msg: `Quantity: at most 0 pcs of sales notice ${sn} are left to deliver`,
      data: { field: 'lines.0.quantity' },
    });

    const no = first.body.data.no as string;
    expect(no).toMatch(/^DN\d{20}$/);
    const shipped = await factory.post(`/api/deliveries/${no}/ship`, {
      packages: 3,
      carrier: 'SF Express',
      trackingNo: 'SF1234567890',
      rowVersion: 1,
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.data).toMatchObject({
      status: 'shipped',
      packages: 3,
      carrier: 'SF Express',
      trackingNo: 'SF1234567890',
      actions: [],
    });
    const again = await factory.post(`/api/deliveries/${no}/ship`, {
      packages: 3,
      carrier: 'SF Express',
      trackingNo: 'SF1234567890',
    });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(`Delivery notice ${no} is shipped; it cannot be shipped`);

    const seen = await customer.get(`/api/deliveries/${no}`);
    expect(seen.body.data).toMatchObject({ side: 'customer', status: 'shipped', actions: ['confirm_receipt'] });
    const bell = await server.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.enterpriseUid, seen.body.data.customer.id), eq(messages.kind, 'sales')));
    expect(bell.some((m) => JSON.stringify(m.title).includes('SF1234567890'))).toBe(true);

    const wrongSum = await customer.post(`/api/deliveries/${no}/receipt`, {
      lines: [{ position: 1, accepted: 290, disputed: 5, reason: 'scratched' }],
    });
    expect(wrongSum.status).toBe(400);
    expect(wrongSum.body.msg).toBe('Receipt line: accepted and disputed must add up to the 300 pcs shipped on line 1');
    const noReason = await customer.post(`/api/deliveries/${no}/receipt`, {
      lines: [{ position: 1, accepted: 290, disputed: 10 }],
    });
    expect(noReason.body.data.field).toBe('lines.1');
    const received = await customer.post(`/api/deliveries/${no}/receipt`, {
      lines: [{ position: 1, accepted: 290, disputed: 10, reason: '10 boards with scratched solder mask' }],
      note: 'Received at dock 3',
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.data).toMatchObject({
      status: 'received',
      receiptNote: 'Received at dock 3',
      lines: [{ accepted: 290, disputed: 10, disputeReason: '10 boards with scratched solder mask' }],
    });
    expect(received.body.data.log.map((l: { text: string }) => l.text).slice(1)).toEqual([
      expect.stringMatching(/shipped 3 packages by SF Express, tracking SF1234567890$/),
      expect.stringMatching(/confirmed the receipt: 290 pcs accepted, 10 disputed$/),
    ]);
    expect(
      (await customer.post(`/api/deliveries/${no}/receipt`, { lines: [{ position: 1, accepted: 300, disputed: 0 }] }))
        .status,
    ).toBe(409);
  });

  it('frees the quantity of a cancelled delivery and delivers two notices of one customer together', async () => {
    const a = await notice(100, 'DLV-A');
    const b = await notice(50, 'DLV-B');
    const planned = await plan([{ saleNoticeNo: a, quantity: 100 }]);
    expect((await factory.post(`/api/deliveries/${planned.body.data.no}/cancel`, {})).body.data.status).toBe(
      'cancelled',
    );
    const both = await plan([
      { saleNoticeNo: a, quantity: 100 },
      { saleNoticeNo: b, quantity: 50 },
    ]);
    expect(both.status, JSON.stringify(both.body)).toBe(200);
    expect(both.body.data.lines.map((l: { partNo: string }) => l.partNo)).toEqual(['DLV-A', 'DLV-B']);
    const found = await factory.get('/api/deliveries?keyword=dlv-b&status=planned&field=planned_date&sort=desc');
    expect(found.body.data).toMatchObject({ total: 1, data: [{ no: both.body.data.no }] });
  });

  it('lets only one of two deliveries of the last pieces win', async () => {
    const sn = await notice(10, 'DLV-RACE');
    const [x, y] = await Promise.all([
      plan([{ saleNoticeNo: sn, quantity: 10 }]),
      plan([{ saleNoticeNo: sn, quantity: 10 }]),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 400]);
    const lines = await server.database.db.select().from(deliveryLines).where(eq(deliveryLines.saleNoticeNo, sn));
    expect(lines.reduce((sum, l) => sum + l.quantity, 0)).toBe(10);
  });
});

describe('what a delivery refuses', () => {
  it('refuses a draft notice (409), a past date and an unknown notice, and saves nothing', async () => {
    const before = (await server.database.db.select().from(deliveries)).length;
    const draft = await notice(20, 'DLV-DRAFT', false);
    const refused = await plan([{ saleNoticeNo: draft, quantity: 5 }]);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('is a draft; only a notice released to production can be delivered');
    expect((await plan([{ saleNoticeNo: draft, quantity: 5 }], { plannedDate: '2020-01-01' })).body.data.field).toBe(
      'plannedDate',
    );
    expect((await plan([{ saleNoticeNo: 'SN-NO-SUCH', quantity: 5 }])).status).toBe(404);
    expect((await plan([])).status).toBe(400);
    expect((await server.database.db.select().from(deliveries)).length).toBe(before);
  });

  it('answers 404 to another customer, 403 to a customer shipping, and 409 to a receipt before shipment', async () => {
    const sn = await notice(30, 'DLV-SIDE');
    const no = (await plan([{ saleNoticeNo: sn, quantity: 30 }])).body.data.no as string;
    const foreign = await other.get(`/api/deliveries/${no}`);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('DLV-SIDE');
    expect(
      (await other.post(`/api/deliveries/${no}/receipt`, { lines: [{ position: 1, accepted: 30, disputed: 0 }] }))
        .status,
    ).toBe(404);
    expect(
      (await customer.post(`/api/deliveries/${no}/ship`, { packages: 1, carrier: 'x', trackingNo: 'y' })).status,
    ).toBe(403);
    expect(
      (await customer.post(`/api/deliveries/${no}/receipt`, { lines: [{ position: 1, accepted: 30, disputed: 0 }] }))
        .status,
    ).toBe(409);
  });

  it('prints the shipping label for both sides as a PDF, and answers 404 to another customer', async () => {
    const sn = await notice(40, 'DLV-LABEL');
    const no = (await plan([{ saleNoticeNo: sn, quantity: 40 }])).body.data.no as string;
    await factory.post(`/api/deliveries/${no}/ship`, { packages: 2, carrier: 'SF Express', trackingNo: 'SF555' });
    for (const who of [factory, customer]) {
      const res = await fetch(`${server.url}/api/deliveries/${no}/label.pdf`, {
        headers: { cookie: who.cookie ?? '' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
    }
    expect(
      (await fetch(`${server.url}/api/deliveries/${no}/label.pdf`, { headers: { cookie: other.cookie ?? '' } })).status,
    ).toBe(404);
  });
});

describe('the credit kept for the customer list', () => {
  it('is what the rule computes now for every customer of every factory, after all of the above', async () => {
    expect(await keptCreditDrift(server)).toEqual([]);
  });
});
