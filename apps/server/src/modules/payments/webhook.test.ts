import { centsOfText } from '@pcbunion/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestServer, type Client, type TestServer } from '../../../test/test-server.js';
import { SandboxProvider } from './service/sandbox.js';

const SECRET = 'test-sandbox-secret';
process.env.PAYMENT_SANDBOX_SECRET = SECRET;
process.env.JOBS_POLL_MS = '0';
let server: TestServer;
let customer: Client;
let operator: Client;
const gateway = new SandboxProvider(SECRET);
const forger = new SandboxProvider('someone-else');

beforeAll(async () => {
  server = await startTestServer();
  [customer, operator] = await Promise.all([loginAs(server.url, 'customer'), loginAs(server.url, 'platform')]);
});
afterAll(() => server.stop());

const deliver = async (rawBody: string, signature: string) => {
  const res = await fetch(`${server.url}/api/payments/webhooks/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
    body: rawBody,
  });
  return {
    status: res.status,
    body: (await res.json()) as { code: number; msg: string; data: { field?: string; duplicate?: boolean } },
  };
};
const balance = async () => centsOfText((await customer.get('/api/wallet')).body.data.balance);
const statusOf = async (no: string) =>
  (await customer.get('/api/wallet/recharges?page_size=100')).body.data.data.find(
    (r: { rechargeNo: string }) => r.rechargeNo === no,
  ).status;
const newRecharge = async (amount = '42.00') => {
  const res = await customer.post('/api/wallet/recharges', { amount, method: 'sandbox' });
  return { rechargeNo: res.body.data.rechargeNo as string, amount: centsOfText(res.body.data.amount), currency: 'CNY' };
};

describe('sandbox webhook (POST /api/payments/webhooks/sandbox)', () => {
  it('refuses a wrong signature, a tampered body and a missing header; nothing is posted', async () => {
    const order = await newRecharge();
    const before = await balance();
    const forged = forger.succeededEvent(order, server.app.clock.now());
    expect(await deliver(forged.rawBody, forged.signature)).toMatchObject({
      status: 400,
      body: { code: 0, data: { field: 'signature' } },
    });
    const real = gateway.succeededEvent(order, server.app.clock.now());
    const tampered = real.rawBody.replace('"42.00"', '"4200.00"');
    expect((await deliver(tampered, real.signature)).status).toBe(400);
    expect((await deliver(real.rawBody, '')).status).toBe(400);
    expect(await balance()).toBe(before);
    expect(await statusOf(order.rechargeNo)).toBe('pending');
  });

  it('refuses a stale timestamp (older than 5 minutes), even correctly signed', async () => {
    const order = await newRecharge();
    const before = await balance();
    const old = gateway.succeededEvent(order, new Date(server.app.clock.now().getTime() - 301_000));
    expect(await deliver(old.rawBody, old.signature)).toMatchObject({
      status: 400,
      body: { data: { field: 'timestamp' } },
    });
    expect(await balance()).toBe(before);
    expect(await statusOf(order.rechargeNo)).toBe('pending');
  });

  it('posts a delivery once: a duplicate is harmless, a replay later is refused, a second event for a paid recharge is refused', async () => {
    const order = await newRecharge('12.34');
    const before = await balance();
    const event = gateway.succeededEvent(order, server.app.clock.now());
    expect(await deliver(event.rawBody, event.signature)).toMatchObject({
      status: 200,
      body: { code: 1, data: { duplicate: false } },
    });
    expect(await deliver(event.rawBody, event.signature)).toMatchObject({
      status: 200,
      body: { code: 1, data: { duplicate: true } },
    });
    expect(await balance()).toBe(before + 1_234n);

    server.app.clock.advance(301_000);
    expect((await deliver(event.rawBody, event.signature)).status).toBe(400);
    server.app.clock.useSystemTime();
    const second = gateway.succeededEvent(order, server.app.clock.now());
    const res = await deliver(second.rawBody, second.signature);
    expect(res.status).toBe(409);
    expect(res.body.msg).toContain('paid');
    expect(await balance()).toBe(before + 1_234n);
    expect((await operator.get('/api/finance/ledger/check')).body.data.balanced).toBe(true);
  });

  it('refuses an unknown recharge (404) and an amount that does not match the order (409); nothing is posted', async () => {
    const before = await balance();
    const unknown = gateway.succeededEvent(
      { rechargeNo: 'RC-NOT-MINE', amount: 100n, currency: 'CNY' },
      server.app.clock.now(),
    );
    expect((await deliver(unknown.rawBody, unknown.signature)).status).toBe(404);
    const order = await newRecharge('10.00');
    const short = gateway.succeededEvent({ ...order, amount: 999n }, server.app.clock.now());
    const res = await deliver(short.rawBody, short.signature);
    expect(res.status).toBe(409);
    expect(res.body.data).toEqual({ field: 'amount' });
    expect(await balance()).toBe(before);
    expect(await statusOf(order.rechargeNo)).toBe('pending');
    // The refusal changed nothing: the recharge is still paid by a delivery of the right amount.
    const right = gateway.succeededEvent(order, server.app.clock.now());
    expect((await deliver(right.rawBody, right.signature)).status).toBe(200);
    expect(await balance()).toBe(before + 1_000n);
  });

  it('refuses to pay a bank-transfer recharge through the sandbox page', async () => {
    const res = await customer.post('/api/wallet/recharges', { amount: 5, method: 'bank_transfer' });
    const pay = await customer.post(`/api/payments/sandbox/${res.body.data.rechargeNo}/pay`, {});
    expect(pay.status).toBe(409);
    expect(pay.body.data).toEqual({ field: 'method' });
    expect((await customer.post('/api/payments/sandbox/RC-NONE/pay', {})).status).toBe(404);
  });
});
