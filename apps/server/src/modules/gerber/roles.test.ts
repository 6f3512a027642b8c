import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprises } from '../../db/schema/index.js';
import { loginAs, startTestServer, type Client, type TestServer } from '../../../test/test-server.js';
import { zipFixture } from './test-support/fixtures.js';
import { postArchive, waitForJob } from './test-support/http.js';

let server: TestServer;
let customer: Client;
let factory: Client;
let uid: string;

beforeAll(async () => {
  server = await startTestServer();
  customer = await loginAs(server.url, 'customer');
  factory = await loginAs(server.url, 'factory');
  const [row] = await server.database.db
    .select({ uid: enterprises.uid })
    .from(enterprises)
    .where(eq(enterprises.enterpriseNo, 'E0001'));
  const res = await postArchive(customer, server.url, '/api/gerber/files', zipFixture('orcad'), 'orcad.zip', {
    merchant_uid: row!.uid,
  });
  expect(res.status).toBe(202);
  uid = res.body.data.job_id;
  expect((await waitForJob(customer, uid)).state).toBe('done');
}, 120_000);
afterAll(() => server?.stop());

const layersOf = async (client: Client) => (await client.get(`/api/gerber/files/${uid}`)).body.data;

describe("correcting a file's role on the review screen", () => {
  it('reads the OrCAD films as six copper layers with design-rule figures', async () => {
    const file = await layersOf(customer);
    expect(file.copper_layers).toBe(6);
    expect(file.analysis.dfm.copperLayers).toBe(6);
  });

  it('reruns the analysis at once with the correction and keeps it for later re-checks', async () => {
    const res = await customer.post(`/api/gerber/files/${uid}/roles`, {
      corrections: [{ name: 'LAYER_2.art', role: 'drawing', side: null }],
    });
    expect(res.status).toBe(202);
    expect((await waitForJob(customer, uid)).state).toBe('done');
    const corrected = await layersOf(customer);
    expect(corrected.copper_layers).toBe(5);
    expect(corrected.analysis.files.find((f: { name: string }) => f.name === 'LAYER_2.art')).toMatchObject({
      role: 'drawing',
      identifiedBy: 'manual',
    });
    expect(corrected.log.map((entry: { action: string }) => entry.action)).toContain('roles-corrected');

    // The factory's re-check analyses the upload again: the correction still holds.
    expect((await factory.post(`/api/gerber/files/${uid}/recheck`)).status).toBe(202);
    expect((await waitForJob(factory, uid)).state).toBe('done');
    expect((await layersOf(factory)).copper_layers).toBe(5);
  });

  it('refuses a file name the upload does not have, naming the field, and changes nothing', async () => {
    const res = await customer.post(`/api/gerber/files/${uid}/roles`, {
      corrections: [{ name: 'nothing.art', role: 'copper', side: 'inner' }],
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      msg: 'The upload has no file named nothing.art',
      data: { field: 'corrections.0.name' },
    });
    expect((await layersOf(customer)).upload_status).toBe('success');
  });
});
