import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestServer, type Client, type TestServer } from '../../../test/test-server.js';
import { zipFixture } from './test-support/fixtures.js';
import { postArchive, waitForJob } from './test-support/http.js';

let server: TestServer;
let factory: Client;
let customer: Client;
const env = { GERBER_WORKERS: '1', GERBER_QUEUE_MAX: '3', GERBER_ANALYSIS_TIMEOUT_MS: '60000' };
beforeAll(async () => {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    server = await startTestServer();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
  factory = await loginAs(server.url, 'factory');
  customer = await loginAs(server.url, 'customer');
});
afterAll(() => server?.stop());

describe('the analysis queue is fair across enterprises', () => {
  it('refuses an enterprise past its cap of waiting boards, while another enterprise gets in line behind at most one', async () => {
    const board = zipFixture('arduino-uno');
    const accepted: string[] = [];
    let refused: { status: number; msg: string } | undefined;
    for (let i = 0; i < 12 && !refused; i++) {
      const res = await postArchive(factory, server.url, '/api/gerber/files', board, `flood-${i}.zip`);
      if (res.status === 202) accepted.push(res.body.data.job_id);
      else refused = { status: res.status, msg: res.body.msg };
    }
    expect(refused).toEqual({
      status: 429,
      msg: 'Your enterprise already has 3 Gerber files waiting for analysis; upload more when some are done',
    });

    const factoryUid = (await factory.post('/api/atom/auth-info1', {})).body.data.user.enterprise_uid;
    const mine = await postArchive(customer, server.url, '/api/gerber/files', board, 'customer.zip', {
      merchant_uid: factoryUid,
    });
    expect(mine.status).toBe(202);
    // Round robin: of the factory's waiting boards at most one is taken before the customer's.
    expect(mine.body.data.ahead).toBeLessThanOrEqual(1);
    const job = (await customer.get(`/api/gerber/jobs/${mine.body.data.job_id}`)).body.data;
    if (job.state === 'queued') expect(job.ahead).toBeLessThanOrEqual(1);
    expect((await waitForJob(customer, mine.body.data.job_id)).state).toBe('done');
    for (const id of accepted) await waitForJob(factory, id);
    // Five real analyses one after another: minutes on a loaded two-core machine.
  }, 180_000);
});
