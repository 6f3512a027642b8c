import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { zipBomb, zipFixture } from './test-support/fixtures.js';
import { postArchive } from './test-support/http.js';

const cli = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../packages/cam/bin/pcbunion-cam.mjs',
);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'pcb-cam-'));

let server: TestServer;
let customer: Client;
beforeAll(async () => {
  const saved = process.env.CAM_ANALYZE_PER_MINUTE;
  process.env.CAM_ANALYZE_PER_MINUTE = '6';
  try {
    server = await startTestServer();
  } finally {
    if (saved === undefined) delete process.env.CAM_ANALYZE_PER_MINUTE;
    else process.env.CAM_ANALYZE_PER_MINUTE = saved;
  }
  customer = await loginAs(server.url, 'customer');
});
afterAll(async () => {
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('POST /api/cam/analyze', () => {
  it('answers the same JSON as the command line for a fixture zip', async () => {
    for (const folder of ['arduino-uno', 'freeduino']) {
      const zip = zipFixture(folder);
      const file = path.join(scratch, `${folder}.zip`);
      writeFileSync(file, zip);
      const { stdout } = await promisify(execFile)(process.execPath, [cli, file], { maxBuffer: 64 * 1024 * 1024 });
      const res = await postArchive(customer, server.url, '/api/cam/analyze', zip, `${folder}.zip`);
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(1);
      // The same analysis but for the design-rule check's own timing.
      const withoutTiming = (json: string) => JSON.parse(json, (key, value) => (key === 'millis' ? undefined : value));
      expect(withoutTiming(JSON.stringify(res.body.data))).toEqual(withoutTiming(stdout));
    }
  }, 60_000);

  it('answers 400 with cam’s error code and message for a bad archive or a zip bomb', async () => {
    const garbage = await postArchive(
      customer,
      server.url,
      '/api/cam/analyze',
      new TextEncoder().encode('PK? no'),
      'x.zip',
    );
    expect(garbage.status).toBe(400);
    expect(garbage.body.code).toBe(0);
    expect(garbage.body.data.error_code).toMatch(/UNSUPPORTED_ARCHIVE|CORRUPT_ARCHIVE/);
    expect(garbage.body.msg).toBe(`Upload failed: ${garbage.body.data.message}`);
    const bomb = await postArchive(customer, server.url, '/api/cam/analyze', zipBomb(), 'bomb.zip');
    expect(bomb.status).toBe(400);
    expect(bomb.body.data.error_code).toMatch(/COMPRESSION_RATIO|ENTRY_TOO_LARGE|TOTAL_TOO_LARGE/);
  });

  it('is not offered anonymously, and is rate-limited per account', async () => {
    const anonymous = await postArchive(
      new Client(server.url),
      server.url,
      '/api/cam/analyze',
      zipFixture('core'),
      'core.zip',
    );
    expect(anonymous.status).toBe(401);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await postArchive(customer, server.url, '/api/cam/analyze', new Uint8Array([1, 2, 3]), 'x.zip')).status,
      );
    expect(statuses).toContain(429);
    const factory = await loginAs(server.url, 'factory');
    expect((await postArchive(factory, server.url, '/api/cam/analyze', zipFixture('core'), 'core.zip')).status).toBe(
      200,
    );
  });
});
