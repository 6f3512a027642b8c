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
    expect(res.body.data.transactions).toBeGreaterThanOrEqual(0);
    expect(res.body.data.accounts).toBeGreaterThanOrEqual(0);
  });

  it('refuses members (403) and callers without a session (401)', async () => {
    const customer = await loginAs(server.url, 'customer');
    expect((await customer.get('/api/finance/ledger/check')).status).toBe(403);
    expect((await new Client(server.url).get('/api/finance/ledger/check')).status).toBe(401);
  });
});
