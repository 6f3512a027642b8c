import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, loginAs, startTestServer, type TestServer } from '../../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  process.env.PRICING_ANON_PER_MINUTE = '3';
  server = await startTestServer();
});
afterAll(async () => {
  delete process.env.PRICING_ANON_PER_MINUTE;
  await server.stop();
});

describe('estimates per minute', () => {
  it('caps anonymous estimates per address with 429, and leaves a signed-in customer priced', async () => {
    const anonymous = new Client(server.url);
    const body = { params: { LAYERS: 2, WIDTH_MM: 100, HEIGHT_MM: 80, QTY: 50 } };
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await anonymous.post('/api/pricing/estimate', body)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const customer = await loginAs(server.url, 'customer');
    for (let i = 0; i < 4; i++) expect((await customer.post('/api/pricing/estimate', body)).status).toBe(200);
  });

  it('counts a logged-out cookie as anonymous at once, however recently it was signed in', async () => {
    const body = { params: { LAYERS: 2, WIDTH_MM: 100, HEIGHT_MM: 80, QTY: 50 } };
    const customer = await loginAs(server.url, 'customer');
    expect((await customer.post('/api/pricing/estimate', body)).status).toBe(200);
    const cookie = customer.cookie;
    expect((await customer.post('/api/atom/logout')).body.code).toBe(1);
    customer.cookie = cookie;
    // The address's anonymous cap (3) was spent by the first test.
    expect((await customer.post('/api/pricing/estimate', body)).status).toBe(429);
  });

  it('counts a bogus cookie as anonymous', async () => {
    const stranger = new Client(server.url);
    stranger.cookie = 'pcb_session=not-a-session';
    expect(
      (await stranger.post('/api/pricing/estimate', { params: { LAYERS: 2, WIDTH_MM: 100, HEIGHT_MM: 80, QTY: 50 } }))
        .status,
    ).toBe(429);
  });
});
