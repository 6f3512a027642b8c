import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestServer, type Client, type TestServer } from '../../../test/test-server.js';
import { zipFixture, zipLargeBoard } from './test-support/fixtures.js';
import { postArchive, waitForJob } from './test-support/http.js';

let server: TestServer;
let factory: Client;
beforeAll(async () => {
  // The bounds are read when the module is registered: a 2 s bound on one worker for this server only.
  const saved = { timeout: process.env.GERBER_ANALYSIS_TIMEOUT_MS, workers: process.env.GERBER_WORKERS };
  process.env.GERBER_ANALYSIS_TIMEOUT_MS = '2000';
  process.env.GERBER_WORKERS = '1';
  try {
    server = await startTestServer();
  } finally {
    for (const [key, value] of [['GERBER_ANALYSIS_TIMEOUT_MS', saved.timeout], ['GERBER_WORKERS', saved.workers]] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  factory = await loginAs(server.url, 'factory');
});
afterAll(() => server?.stop());

describe('the analysis time bound', () => {
  it('terminates an analysis past the bound, marks the upload failed with a clear message, and the next one runs', async () => {
    const slow = await postArchive(factory, server.url, '/api/gerber/files', zipLargeBoard(), 'too-slow.zip');
    const job = await waitForJob(factory, slow.body.data.job_id);
    expect(job).toMatchObject({ state: 'failed', error_code: 'TIMEOUT' });
    const detail = (await factory.get(`/api/gerber/files/${slow.body.data.job_id}`)).body.data;
    expect(detail).toMatchObject({ upload_status: 'failed', audit_status: 'failed', failure_code: 'TIMEOUT' });
    expect(detail.failure_message).toBe('The analysis took longer than 2 s and was stopped.');

    const next = await postArchive(factory, server.url, '/api/gerber/files', zipFixture('core'), 'core.zip');
    expect((await waitForJob(factory, next.body.data.job_id)).state).toBe('done');
  }, 120_000);
});
