import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { rowsOf } from '../../platform/ledger/index.js';
import {
  balance,
  cents,
  escrow,
  inCart,
  ledgerBalanced,
  placedOrder,
  recharge,
  shippingAddress,
  type Actors,
} from './test-support.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres)
  console.log(
    'order concurrency: skipped on PGlite (one connection, nothing runs at the same time); set DATABASE_URL to run it on PostgreSQL',
  );

describe.skipIf(!onPostgres)('orders under concurrency (PostgreSQL, pool of 20)', () => {
  let server: TestServer;
  let a: Actors;

  beforeAll(async () => {
    process.env.PG_POOL_MAX = '20';
    process.env.JOBS_POLL_MS = '0';
    server = await startTestServer();
    const [customer, factory, operator] = await Promise.all([
      loginAs(server.url, 'customer'),
      loginAs(server.url, 'factory'),
      loginAs(server.url, 'platform'),
    ]);
    a = { customer, factory, operator };
    await recharge(customer, '90000.00');
  }, 60_000);
  afterAll(() => server?.stop());

  it('50 settlements of the same cart with one key make one set of orders, and every answer is that set', async () => {
    const first = await inCart(a);
    const second = await inCart(a);
    const addressId = await shippingAddress(a.customer);
    const body = { inquiryNos: [first.no, second.no], addressId };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        a.customer.post('/api/cart/settle', body, { 'Idempotency-Key': 'storm-settle' }),
      ),
    );
    expect(answers.map((x) => x.status)).toEqual(Array(50).fill(200));
    const sets = new Set(answers.map((x) => x.body.data.orders.map((o: { no: string }) => o.no).join(',')));
    expect(sets.size).toBe(1);
    const lines = rowsOf<{ n: unknown }>(
      await server.database.db.execute(
        sql`select count(*) as n from order_items where inquiry_no in (${first.no}, ${second.no})`,
      ),
    );
    expect(Number(lines[0]!.n)).toBe(2);
    const orders = rowsOf<{ n: unknown }>(
      await server.database.db.execute(
        sql`select count(distinct order_id) as n from order_items where inquiry_no in (${first.no}, ${second.no})`,
      ),
    );
    expect(Number(orders[0]!.n)).toBe(1);
    // Without the key, 20 clicks at once still make at most one: the cart lines are taken once.
    const third = await inCart(a);
    const clicks = await Promise.all(
      Array.from({ length: 20 }, () => a.customer.post('/api/cart/settle', { inquiryNos: [third.no], addressId })),
    );
    expect(clicks.filter((c) => c.status === 200)).toHaveLength(1);
    for (const c of clicks.filter((x) => x.status !== 200)) expect(c.status).toBe(409);
    await ledgerBalanced(a.operator);
  }, 60_000);

  it('pay and cancel at once: exactly one wins, and the money matches the winner', async () => {
    for (let round = 0; round < 5; round++) {
      const placed = await placedOrder(a);
      const before = await balance(a.customer);
      const [pay, cancel] = await Promise.all([
        a.customer.post(`/api/orders/${placed.no}/pay`),
        a.customer.post(`/api/orders/${placed.no}/cancel`),
      ]);
      expect([pay.status, cancel.status].sort()).toEqual([200, 409]);
      const status = (await a.customer.get(`/api/orders/${placed.no}`)).body.data.status;
      if (pay.status === 200) {
        expect(status).toBe('paid');
        expect(cancel.body.msg).toContain('paid');
        expect(await balance(a.customer)).toBe(before - cents(placed.total));
      } else {
        expect(status).toBe('cancelled');
        expect(pay.body.msg).toContain('cancelled');
        expect(await balance(a.customer)).toBe(before);
      }
    }
    await ledgerBalanced(a.operator);
  }, 60_000);

  it('a refund request and a shipment at once: exactly one wins', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round++) {
      const placed = await placedOrder(a);
      await a.customer.post(`/api/orders/${placed.no}/pay`);
      await a.factory.post(`/api/orders/${placed.no}/accept`, { productionNo: `P-${round}` });
      const [refund, ship] = await Promise.all([
        a.customer.post(`/api/orders/${placed.no}/refunds`, { amount: placed.total, reason: 'changed our mind' }),
        a.factory.post(`/api/orders/${placed.no}/ship`, { carrier: 'SF', trackingNo: `T-${round}` }),
      ]);
      expect([refund.status, ship.status].sort()).toEqual([200, 409]);
      const detail = (await a.customer.get(`/api/orders/${placed.no}`)).body.data;
      if (ship.status === 200) {
        expect(detail).toMatchObject({ status: 'pending_receipt', refundOpen: false, refunds: [] });
        outcomes.add('ship');
      } else {
        expect(detail).toMatchObject({ status: 'pending_shipment', refundOpen: true });
        expect(ship.body.msg).toContain('refund request');
        // The refund goes through; the escrow gives back exactly what was paid.
        const held = await escrow(server);
        expect((await a.factory.post(`/api/refunds/${refund.body.data.id}/approve`)).status).toBe(200);
        expect(await escrow(server)).toBe(held - cents(placed.total));
        outcomes.add('refund');
      }
    }
    console.log(`refund vs ship: winners seen ${[...outcomes].join(', ')}`);
    await ledgerBalanced(a.operator);
  }, 60_000);

  it('two staff approving the same refund at once: one moves the money, the other gets 409', async () => {
    const placed = await placedOrder(a);
    await a.customer.post(`/api/orders/${placed.no}/pay`);
    const refund = (await a.customer.post(`/api/orders/${placed.no}/refunds`, { amount: '5.00', reason: 'scratch' }))
      .body.data;
    const before = await balance(a.customer);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => a.factory.post(`/api/refunds/${refund.id}/approve`)),
    );
    expect(answers.filter((x) => x.status === 200)).toHaveLength(1);
    expect(await balance(a.customer)).toBe(before + 500n);
    await ledgerBalanced(a.operator);
  }, 60_000);
});
