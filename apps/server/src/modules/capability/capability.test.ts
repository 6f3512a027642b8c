import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { DEMO_CAPABILITY } from './service.js';

let server: TestServer;
let factory: Client;

beforeAll(async () => {
  server = await startTestServer();
  factory = await loginAs(server.url, 'factory');
}, 60_000);
afterAll(() => server?.stop());

describe('the process capability table', () => {
  it("is read without signing in: the demo factory's seeded table with its pricing projects", async () => {
    const res = await new Client(server.url).get('/api/capability');
    expect(res.status).toBe(200);
    expect(res.body.data.merchant.name).toBe('Demo PCB Factory');
    expect(res.body.data.rules).toEqual(DEMO_CAPABILITY);
    expect(res.body.data.projects.map((p: { code: string }) => p.code)).toContain('ENGINEERING');
  });

  it('is saved whole by the factory, against the version it read', async () => {
    const mine = (await factory.get('/api/capability/mine')).body.data;
    const rules = [
      ...mine.rules.slice(0, 2),
      { item: 'maxLayers', copperOz: null, standard: '8', advanced: null, upgradeProject: null },
    ];
    const saved = await factory.call('PUT', '/api/capability', {
      version: mine.version,
      rules: rules.filter((r: { item: string; standard: string }) => r.item !== 'maxLayers' || r.standard === '8'),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe('Process capability saved');
    expect(saved.body.data.version).toBe(mine.version + 1);
    expect(saved.body.data.rules.at(-1)).toEqual({
      item: 'maxLayers',
      copperOz: null,
      standard: '8',
      advanced: null,
      upgradeProject: null,
    });
    const stale = await factory.call('PUT', '/api/capability', { version: mine.version, rules });
    expect(stale.status).toBe(409);
    // Put the demo table back for the other tests.
    const back = await factory.call('PUT', '/api/capability', { version: mine.version + 1, rules: DEMO_CAPABILITY });
    expect(back.status).toBe(200);
  });

  it('refuses an upgrade charged by a project the price book does not have, naming the field, and changes nothing', async () => {
    const mine = (await factory.get('/api/capability/mine')).body.data;
    const res = await factory.call('PUT', '/api/capability', {
      version: mine.version,
      rules: [
        { item: 'minTrace', copperOz: '1', standard: '0.127', advanced: '0.076', upgradeProject: 'NO_SUCH_PROJECT' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      msg: 'Pricing project NO_SUCH_PROJECT is not in your price book',
      data: { field: 'rules.0.upgradeProject' },
    });
    expect((await factory.get('/api/capability/mine')).body.data).toMatchObject({
      version: mine.version,
      rules: DEMO_CAPABILITY,
    });
  });

  it('refuses a customer and an advanced limit short of the standard one', async () => {
    const customer = await loginAs(server.url, 'customer');
    expect((await customer.call('PUT', '/api/capability', { version: 1, rules: [] })).status).toBe(403);
    const bad = await factory.call('PUT', '/api/capability', {
      version: 1,
      rules: [
        { item: 'minPlatedHole', copperOz: null, standard: '0.2', advanced: '0.3', upgradeProject: 'ENGINEERING' },
      ],
    });
    expect(bad.status).toBe(400);
  });
});
