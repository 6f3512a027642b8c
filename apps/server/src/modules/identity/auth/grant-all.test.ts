import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { loginAs, startTestServer, type TestServer } from '../../../../test/test-server.js';

const BIDDING_QUERY = '/api/busiservice.pcbuniontrans.biddingmessagequery';

describe('development grant-all switch (spec 01 §6)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { grantAllMenus: true } });
  });
  afterAll(() => server.stop());

  it('grants every menu and every guarded call to an account whose mask holds none of them', async () => {
    const customer = await loginAs(server.url, 'customer');
    const menus = (await customer.post('/api/atom/auth-info1', {})).body.data as { menus: { package_url: string }[] };
    expect(menus.menus.map((m) => m.package_url)).toEqual(
      expect.arrayContaining(['purchasing-manage', 'quotation-management', 'staff-management']),
    );
    const bidding = await customer.post(BIDDING_QUERY, {});
    expect(bidding.status).toBe(200);
    expect(bidding.body.code).toBe(1);
  });

  it('is off unless PCB_GRANT_ALL=1, and can never be on with NODE_ENV=production', () => {
    expect(loadConfig({}).grantAllMenus).toBe(false);
    expect(loadConfig({ PCB_GRANT_ALL: '1' }).grantAllMenus).toBe(true);
    expect(() => loadConfig({ PCB_GRANT_ALL: '1', NODE_ENV: 'production' })).toThrow(
      /cannot be used with NODE_ENV=production/,
    );
  });
});
