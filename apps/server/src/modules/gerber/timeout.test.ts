import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestServer, type Client, type TestServer } from '../../../test/test-server.js';
import { zipFixture, zipLargeBoard } from './test-support/fixtures.js';
import { postArchive, waitForJob } from './test-support/http.js';

let server: TestServer;
let factory: Client;
beforeAll(async () => {
  // The bounds are read when the module is registered: a 0.3 s bound on one worker for this server only. cam stops
  // parsing by itself at 3/4 of the bound, so the bound is short enough that what follows the parse passes it.
  const saved = { timeout: process.env.GERBER_ANALYSIS_TIMEOUT_MS, workers: process.env.GERBER_WORKERS };
  process.env.GERBER_ANALYSIS_TIMEOUT_MS = '300';
  process.env.GERBER_WORKERS = '1';
  try {
    server = await startTestServer();
  } finally {
    for (const [key, value] of [
      ['GERBER_ANALYSIS_TIMEOUT_MS', saved.timeout],
      ['GERBER_WORKERS', saved.workers],
    ] as const) {
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
    expect(detail.failure_message).toBe('The analysis took longer than 0.3 s and was stopped.');

    // The stopped worker is replaced: the next upload is taken up and finishes (within 0.3 s or stopped the same way).
    const next = await postArchive(factory, server.url, '/api/gerber/files', zipFixture('core'), 'core.zip');
    const nextJob = await waitForJob(factory, next.body.data.job_id);
    expect(nextJob.state === 'done' || nextJob.error_code === 'TIMEOUT').toBe(true);
  }, 120_000);
});
