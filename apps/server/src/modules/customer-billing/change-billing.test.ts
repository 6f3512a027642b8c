import { textOfCents } from '@pcbunion/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, customerChanges, enterprises, orders, staff } from '../../db/schema/index.js';
import { DEMO_PASSWORD, demoMask } from '../identity/accounts/demo-data.js';
import { hashPassword } from '../../platform/session/password.js';
import { placedOrder, recharge } from '../order/test-support.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { keptCreditDrift } from '../customer/test-helpers.js';
import { businessMonth } from '../../platform/business-day.js';

let server: TestServer;
let customer: Client;
let factory: Client;
let operator: Client;
let customerUid: string;
let otherUid: string;
const period = businessMonth(new Date());
const [py, pm] = period.split('-').map(Number) as [number, number];
const nextPeriod = pm === 12 ? `${py + 1}-01` : `${py}-${String(pm + 1).padStart(2, '0')}`;

type Line = { kind: string; amount: string; changeNo: string | null; description: string | null; position: number };
const cents = (text: string) => BigInt(text.replace('.', ''));

/** A paid order with a released sales notice, not shipped: open to a change. */
async function paidOrder(partNo: string, quantity = 100) {
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
  return { orderNo: placed.no, noticeNo: notice.body.data.no as string };
}

/** The customer asks a change, the factory offers `amountDelta` cents (sent as yuan text), and the customer accepts (or the factory rejects). */
async function change(orderNo: string, amountDelta: number, end: 'accept' | 'reject') {
  const asked = await customer.post('/api/customer-changes', {
    orderNo,
    description: `New stencil (${amountDelta})`,
    newDate: '2099-12-10',
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const no = asked.body.data.no as string;
  if (end === 'reject') {
    expect(
      (await factory.post(`/api/customer-changes/${no}/actions`, { action: 'reject', reason: 'Not feasible' })).status,
    ).toBe(200);
    return no;
  }
  expect(
    (
      await factory.post(`/api/customer-changes/${no}/actions`, {
        action: 'offer',
        amountDelta: textOfCents(BigInt(amountDelta)),
        impactDate: '2099-12-12',
      })
    ).status,
  ).toBe(200);
  const accepted = await customer.post(`/api/customer-changes/${no}/actions`, { action: 'accept' });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return no;
}

/** The statement's lines add up to its totals, to the cent. */
function addsUp(s: { lines: Line[]; delivered: string; disputed: string; adjustments: string; total: string }) {
  const sum = s.lines.reduce((a, l) => a + cents(l.amount), 0n);
  expect(sum).toBe(cents(s.total));
  expect(cents(s.delivered) - cents(s.disputed) + cents(s.adjustments)).toBe(cents(s.total));
  const adjustments = s.lines.filter((l) => l.kind === 'adjustment').reduce((a, l) => a + cents(l.amount), 0n);
  expect(adjustments).toBe(cents(s.adjustments));
}

beforeAll(async () => {
  server = await startTestServer();
  [customer, factory, operator] = await Promise.all([
    loginAs(server.url, 'customer'),
    loginAs(server.url, 'factory'),
    loginAs(server.url, 'platform'),
  ]);
  const db = server.database.db;
  const phone = `1374${String(process.pid % 10000).padStart(4, '0')}031`;
  const [enterprise] = await db
    .insert(enterprises)
    .values({
      enterpriseNo: `EK${process.pid % 100000}`,
      name: 'Third Buyer Co.',
      kind: 'customer',
      expiresOn: '2030-12-31',
    })
    .returning();
  const [account] = await db
    .insert(accounts)
    .values({
      userNo: `UK${phone.slice(-7)}`,
      name: 'Lin Tao',
      phoneAreaCode: '+86',
      phone,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  await db.insert(staff).values({
    enterpriseUid: enterprise!.uid,
    accountUid: account!.uid,
    staffName: 'Lin Tao',
    isAdmin: true,
    permissionMask: demoMask('customer'),
  });
  otherUid = enterprise!.uid;
}, 60_000);
afterAll(() => server.stop());

describe('an accepted customer change on the monthly statement', () => {
  let billedUp = '';
  let billedDown = '';
  let rejected = '';
  let othersChange = '';
  let first = '';

  it('is billed once as a described adjustment with its sign; a rejected change and another customer’s never', async () => {
    // One received delivery, so the customer has a statement to be made.
    const received = await paidOrder('CCB-DELIVERED', 40);
    const planned = await factory.post('/api/deliveries', {
      plannedDate: '2099-11-20',
      address: 'Dock 3, Shenzhen',
      lines: [{ saleNoticeNo: received.noticeNo, quantity: 40 }],
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
    const receipt = await customer.post(`/api/deliveries/${dno}/receipt`, {
      lines: [{ position: 1, accepted: 40, disputed: 0 }],
    });
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(200);
    customerUid = receipt.body.data.customer.id;

    const open = await paidOrder('CCB-CHANGE');
    billedUp = await change(open.orderNo, 12_345, 'accept');
    const other = await paidOrder('CCB-REJECT');
    rejected = await change(other.orderNo, 70_000, 'reject');
    // Another customer's accepted change with the same factory (written directly: it only has to exist).
    const db = server.database.db;
    const [order] = await db.select().from(orders).where(eq(orders.orderNo, open.orderNo));
    othersChange = `EC${Date.now()}999`;
    await db.insert(customerChanges).values({
      changeNo: othersChange,
      merchantUid: order!.merchantUid,
      customerUid: otherUid,
      orderId: order!.id,
      orderNo: order!.orderNo,
      status: 'accepted',
      description: 'Not yours',
      amountDelta: 99_999n,
      createdAt: new Date(),
      updatedAt: new Date(),
      decidedAt: new Date(),
    });

    const made = await factory.post('/api/customer-statements', { customerUid, period });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    first = made.body.data.no;
    const lines = made.body.data.lines as Line[];
    const mine = lines.filter((l) => l.changeNo === billedUp);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      kind: 'adjustment',
      amount: '123.45',
      description: `${billedUp}: New stencil (12345)`,
    });
    expect(
      lines.some((l) => l.changeNo === rejected || l.changeNo === othersChange || l.description?.includes(rejected)),
    ).toBe(false);
    addsUp(made.body.data);
    expect(JSON.stringify(made.body.data)).not.toContain(othersChange);
  });

  it('keeps the change’s line when the factory sets its adjustments, and adds a change accepted while the statement is a draft', async () => {
    const adjusted = await factory.call('PUT', `/api/customer-statements/${first}/adjustments`, {
      adjustments: [{ description: 'Freight credit', amount: '-10.00' }],
    });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);
    expect((adjusted.body.data.lines as Line[]).filter((l) => l.changeNo === billedUp)).toHaveLength(1);
    addsUp(adjusted.body.data);
    const before = cents(adjusted.body.data.total);

    const open = await paidOrder('CCB-DOWN');
    billedDown = await change(open.orderNo, -50_000, 'accept');
    const detail = (await factory.get(`/api/customer-statements/${first}`)).body.data;
    const down = (detail.lines as Line[]).filter((l) => l.changeNo === billedDown);
    expect(down).toHaveLength(1);
    expect(down[0]!.amount).toBe('-500.00');
    expect(cents(detail.total)).toBe(before - 50_000n);
    addsUp(detail);
    expect(new Set((detail.lines as Line[]).map((l) => l.position)).size).toBe(detail.lines.length);
    expect(detail.log.map((l: { action: string }) => l.action)).toContain('bill_change');

    // Adjusting again keeps both change lines and replaces only the factory's own.
    const again = await factory.call('PUT', `/api/customer-statements/${first}/adjustments`, { adjustments: [] });
    expect(
      (again.body.data.lines as Line[])
        .filter((l) => l.changeNo === billedUp || l.changeNo === billedDown)
        .map((l) => l.changeNo),
    ).toEqual([billedUp, billedDown]);
    addsUp(again.body.data);
  });

  it('is released by a cancelled statement and billed by the next one, never twice', async () => {
    expect((await factory.post(`/api/customer-statements/${first}/cancel`, { reason: 'Wrong month' })).status).toBe(
      200,
    );
    const remade = await factory.post('/api/customer-statements', { customerUid, period });
    expect(remade.status, JSON.stringify(remade.body)).toBe(200);
    const lines = remade.body.data.lines as Line[];
    expect(
      lines.filter((l) => l.changeNo === billedUp || l.changeNo === billedDown).map((l) => [l.changeNo, l.amount]),
    ).toEqual([
      [billedUp, '123.45'],
      [billedDown, '-500.00'],
    ]);
    addsUp(remade.body.data);
    expect((await factory.post(`/api/customer-statements/${remade.body.data.no}/send`, {})).status).toBe(200);

    // Nothing left to bill next month: no deliveries there and both changes are billed.
    const empty = await factory.post('/api/customer-statements', { customerUid, period: nextPeriod });
    expect(empty.status).toBe(400);
    expect(empty.body.data.field).toBe('period');

    // A change accepted after this month's statement was sent goes to the next statement, alone.
    const open = await paidOrder('CCB-LATE');
    const late = await change(open.orderNo, 2_001, 'accept');
    const sent = (await factory.get(`/api/customer-statements/${remade.body.data.no}`)).body.data;
    expect((sent.lines as Line[]).some((l) => l.changeNo === late)).toBe(false);
    const next = await factory.post('/api/customer-statements', { customerUid, period: nextPeriod });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect((next.body.data.lines as Line[]).map((l) => [l.kind, l.changeNo, l.amount])).toEqual([
      ['adjustment', late, '20.01'],
    ]);
    expect(next.body.data.total).toBe('20.01');
    addsUp(next.body.data);
  });

  it('is billed by one of two statements made at once', async () => {
    const open = await paidOrder('CCB-RACE');
    const raced = await change(open.orderNo, 777, 'accept');
    const later = (n: number) => {
      const d = new Date(Date.UTC(py, pm - 1 + n, 1));
      return d.toISOString().slice(0, 7);
    };
    const both = await Promise.all(
      [later(2), later(3)].map((p) => factory.post('/api/customer-statements', { customerUid, period: p })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    const made = both.find((r) => r.status === 200)!.body.data;
    expect((made.lines as Line[]).map((l) => [l.changeNo, l.amount])).toEqual([[raced, '7.77']]);
  });
});

describe('the credit kept for the customer list', () => {
  it('is what the rule computes now for every customer of every factory, after all of the above', async () => {
    expect(await keptCreditDrift(server)).toEqual([]);
  });
});
