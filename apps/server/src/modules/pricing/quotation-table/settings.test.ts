import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestServer, type TestServer } from '../../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const URL = '/api/pricing/quotation-table/settings';

describe('the form setting of a quotation table, kept per person on the server (issue 30 #10)', () => {
  it('answers an empty setting first, then what the person saved, from any new session', async () => {
    const factory = await loginAs(server.url, 'factory');
    expect((await factory.get(`${URL}?product=FR4-RIGID`)).body.data).toEqual({
      product: 'FR4-RIGID',
      params: {},
      quantities: null,
    });
    const saved = await factory.call('PUT', URL, {
      product: 'FR4-RIGID',
      params: { LAYERS: '4', WIDTH_MM: '120' },
      quantities: '10,50,100',
    });
    expect(saved.status).toBe(200);
    const again = await loginAs(server.url, 'factory');
    expect((await again.get(`${URL}?product=FR4-RIGID`)).body.data).toEqual({
      product: 'FR4-RIGID',
      params: { LAYERS: '4', WIDTH_MM: '120' },
      quantities: '10,50,100',
    });
    // Another product of the same person has its own.
    expect((await again.get(`${URL}?product=FR4-4L`)).body.data.quantities).toBeNull();
  });

  it('is one person’s: another account of another enterprise does not see it', async () => {
    const platform = await loginAs(server.url, 'platform');
    const res = await platform.get(`${URL}?product=FR4-RIGID`);
    expect([200, 403]).toContain(res.status);
    expect(res.body.data?.quantities ?? null).toBeNull();
  });

  it('refuses bad quantities naming the field, and a caller without the quotation-table screen, saving nothing', async () => {
    const factory = await loginAs(server.url, 'factory');
    const bad = await factory.call('PUT', URL, { product: 'FR4-4L', params: {}, quantities: '10,,x' });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toMatchObject({ field: 'quantities' });
    expect((await factory.get(`${URL}?product=FR4-4L`)).body.data.quantities).toBeNull();
    const customer = await loginAs(server.url, 'customer');
    expect((await customer.call('PUT', URL, { product: 'FR4-4L', params: {}, quantities: '5' })).status).toBe(403);
  });
});
