import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('ledger check (GET /api/finance/ledger/check)', () => {
  it('answers the platform operator that the ledger is balanced, with counts and a zero difference', async () => {
    const operator = await loginAs(server.url, 'platform');
    const res = await operator.get('/api/finance/ledger/check');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 1, data: { balanced: true, difference: '0.00', problems: [] } });
    expect(res.body.data.transactions).toBeGreaterThanOrEqual(7);
    expect(res.body.data.accounts).toBeGreaterThanOrEqual(2);
  });

  it('starts the demo customer with a small true history: recharges, a paid-out, a rejected and a frozen withdrawal', async () => {
    const customer = await loginAs(server.url, 'customer');
    expect((await customer.get('/api/wallet')).body.data).toMatchObject({
      balance: '5100.00',
      frozen: '300.00',
      withdrawable: '5100.00',
      withdrawn: '800.00',
      currency: 'CNY',
    });
    const records = (await customer.get('/api/wallet/withdrawals')).body.data;
    expect(records.data.map((w: { status: string }) => w.status).sort()).toEqual([
      'processed',
      'rejected',
      'unprocessed',
    ]);
    const recharges = (await customer.get('/api/wallet/recharges')).body.data;
    expect(recharges.data.map((r: { status: string }) => r.status).sort()).toEqual([
      'paid',
      'paid',
      'paid',
      'pending',
      'rejected',
    ]); // and the sales demo month's top-up
  });

  it('refuses members (403) and callers without a session (401)', async () => {
    const customer = await loginAs(server.url, 'customer');
    expect((await customer.get('/api/finance/ledger/check')).status).toBe(403);
    expect((await new Client(server.url).get('/api/finance/ledger/check')).status).toBe(401);
  });
});
