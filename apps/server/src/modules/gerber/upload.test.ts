import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestServer, type Client, type TestServer } from '../../../test/test-server.js';
import { FIXTURE_BOARDS, zipBomb, zipFixture, zipLargeBoard } from './test-support/fixtures.js';
import { postArchive, waitForJob } from './test-support/http.js';

let server: TestServer;
let factory: Client;
beforeAll(async () => {
  // A generous bound: these tests are about the analysis, not its time limit (timeout.test.ts), and CI is slow.
  const saved = process.env.GERBER_ANALYSIS_TIMEOUT_MS;
  process.env.GERBER_ANALYSIS_TIMEOUT_MS = '60000';
  try {
    server = await startTestServer();
  } finally {
    if (saved === undefined) delete process.env.GERBER_ANALYSIS_TIMEOUT_MS;
    else process.env.GERBER_ANALYSIS_TIMEOUT_MS = saved;
  }
  factory = await loginAs(server.url, 'factory');
});
afterAll(() => server?.stop());

describe('uploading a Gerber zip (POST /api/gerber/files)', () => {
  it('answers at once with an uploading file and a job, then stores each fixture board with its size, layers and previews', async () => {
    const timings: string[] = [];
    for (const board of FIXTURE_BOARDS) {
      const res = await postArchive(
        factory,
        server.url,
        '/api/gerber/files',
        zipFixture(board.folder),
        `${board.folder}.zip`,
        { remarks: 'fixture' },
      );
      expect(res.status).toBe(202);
      expect(res.body.data.file).toMatchObject({
        file_name: `${board.folder}.zip`,
        upload_status: 'uploading',
        audit_status: 'under_review',
        binding_status: 'unbound',
        validity: 'valid',
        remarks: 'fixture',
      });
      expect(res.body.data.job_id).toBe(res.body.data.file.uid);
      const job = await waitForJob(factory, res.body.data.job_id);
      expect(job.state).toBe('done');

      const detail = (await factory.get(`/api/gerber/files/${res.body.data.file.uid}`)).body.data;
      expect(detail.upload_status).toBe('success');
      expect(detail.audit_status).toBe('under_review');
      expect(Math.abs(detail.width_mm - board.widthMm)).toBeLessThanOrEqual(0.1);
      expect(Math.abs(detail.height_mm - board.heightMm)).toBeLessThanOrEqual(0.1);
      expect(detail.copper_layers).toBe(board.copperLayers);
      expect(detail.size_is_guess).toBe(board.guess);
      expect(detail.analysis).toMatchObject({ copperLayers: board.copperLayers, sizeIsGuess: board.guess });
      expect(detail.uploader_name).toBe('Zhang Wei');
      expect(detail.log.map((entry: { action: string }) => entry.action)).toEqual(['analysed', 'uploaded']);
      for (const side of ['top', 'bottom']) {
        const svg = await fetch(`${server.url}/api/gerber/files/${detail.uid}/preview/${side}`, {
          headers: { cookie: factory.cookie! },
        });
        expect(svg.headers.get('content-type')).toContain('image/svg+xml');
        expect(await svg.text()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      }
      timings.push(`${board.folder}: ${detail.analysis_ms} ms in the worker`);
    }
    console.info(`analysis through the upload endpoint:\n  ${timings.join('\n  ')}`);
  }, 120_000);

  it('marks garbage and a zip bomb as failed with the reason, and the audit as failed', async () => {
    for (const [name, bytes, code] of [
      ['garbage.zip', new TextEncoder().encode('this is not an archive'), /UNSUPPORTED_ARCHIVE|CORRUPT_ARCHIVE/],
      ['bomb.zip', zipBomb(), /COMPRESSION_RATIO|ENTRY_TOO_LARGE|TOTAL_TOO_LARGE/],
    ] as const) {
      const res = await postArchive(factory, server.url, '/api/gerber/files', bytes, name);
      expect(res.status).toBe(202);
      const job = await waitForJob(factory, res.body.data.job_id);
      expect(job.state).toBe('failed');
      expect(job.error_code).toMatch(code);
      const detail = (await factory.get(`/api/gerber/files/${res.body.data.job_id}`)).body.data;
      expect(detail).toMatchObject({ upload_status: 'failed', audit_status: 'failed', analysis: null, width_mm: null });
      expect(detail.failure_code).toMatch(code);
      expect(detail.failure_message).toEqual(expect.any(String));
      expect(detail.failure_message.length).toBeGreaterThan(10);
      expect(detail.log[0]).toMatchObject({
        action: 'analysis-failed',
        after: { upload_status: 'failed', audit_status: 'failed' },
      });
    }
  });

  it('keeps answering other requests while a large board (7 MB of Gerber draws, seconds of analysis) is analysed, and shows its progress', async () => {
    const large = zipLargeBoard(300_000);
    const res = await postArchive(factory, server.url, '/api/gerber/files', large, 'large-board.zip');
    expect(res.status).toBe(202);
    const jobId = res.body.data.job_id;
    // The server runs in this process: its event loop is this loop. Run in-thread, the analysis would stall it
    // for about its whole duration; in the worker pool the loop only waits for short database writes.
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const healthTimes: number[] = [];
    const progress: number[] = [];
    let state = 'queued';
    while (state === 'queued' || state === 'running') {
      const started = performance.now();
      const health = await factory.get('/api/health');
      healthTimes.push(performance.now() - started);
      expect(health.status).toBe(200);
      const job = (await factory.get(`/api/gerber/jobs/${jobId}`)).body.data;
      state = job.state;
      if (state === 'running') progress.push(job.progress);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    loop.disable();
    expect(state).toBe('done');
    const detail = (await factory.get(`/api/gerber/files/${jobId}`)).body.data;
    expect(detail.upload_status).toBe('success');
    expect(detail.width_mm).toBeGreaterThan(50);
    const longestStallMs = loop.max / 1e6;
    expect(healthTimes.length).toBeGreaterThan(5);
    expect(progress.length).toBeGreaterThan(2);
    expect(Math.max(...progress)).toBeGreaterThan(0);
    expect(longestStallMs).toBeLessThan(detail.analysis_ms / 2);
    console.info(
      `large board (${(large.length / 1e6).toFixed(1)} MB zip, ${detail.analysis_ms} ms in the worker): health answered ${healthTimes.length} times, ` +
        `slowest ${Math.round(Math.max(...healthTimes))} ms; longest event-loop stall ${Math.round(longestStallMs)} ms`,
    );
  }, 120_000);

  it('asks for a Gerber file when none is sent', async () => {
    const form = new FormData();
    form.append('remarks', 'no file');
    const res = await fetch(`${server.url}/api/gerber/files`, {
      method: 'POST',
      body: form,
      headers: { cookie: factory.cookie!, 'accept-language': 'zh-CN' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { msg: string }).msg).toBe('请选择Gerber文件');
  });

  it('refuses an anonymous upload', async () => {
    const res = await fetch(`${server.url}/api/gerber/files`, { method: 'POST', body: new FormData() });
    expect(res.status).toBe(401);
  });
});
