import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { enterprises } from '../src/db/schema/index.js';
import { Client, createTestDatabase, DEMO, loginAs, startTestServer } from './test-server.js';

const tempDirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  children.forEach((child) => child.exitCode === null && child.kill('SIGKILL'));
  tempDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

describe.skipIf(process.env.DATABASE_URL)('embedded database (PGlite in DATA_DIR)', () => {
  it('keeps every row across a restart and does not seed the demo twice', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-restart-'));
    tempDirs.push(dataDir);
    const first = await startTestServer({ dataDir });
    const client = await loginAs(first.url, 'factory');
    const [seeded] = await first.database.db.select({ n: count() }).from(enterprises);
    expect(seeded!.n).toBeGreaterThanOrEqual(4);
    await first.stop();

    const second = await startTestServer({ dataDir });
    const [row] = await second.database.db.select({ n: count() }).from(enterprises);
    expect(row!.n).toBe(seeded!.n);
    const again = new Client(second.url);
    again.cookie = client.cookie;
    expect((await again.post('/api/atom/auth-info1', {})).body.code).toBe(1);
    await second.stop();
  }, 120_000);
});

describe('graceful shutdown', () => {
  it('finishes an in-flight request on SIGTERM, then exits 0', async () => {
    const database = await createTestDatabase();
    const child = spawn(process.execPath, ['--throw-deprecation', '--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        DATABASE_URL: database.databaseUrl ?? '',
        DATA_DIR: database.dataDir ?? '',
        PORT: '0',
        HOST: '127.0.0.1',
        // `debug` logs each request as it arrives (`received`), which tells the test the request is in flight.
        LOG_LEVEL: 'debug',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    const logged = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const look = () => {
          const line = out.split('\n').find((l) => l.includes(text));
          if (line) return resolve(line);
          if (child.exitCode !== null) return reject(new Error(`server exited (${child.exitCode}): ${out}`));
          setTimeout(look, 10);
        };
        look();
      });
    const url = (JSON.parse(await logged('PCB Union is listening')) as { address: string }).address;
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

    // The request is sent in two halves: SIGTERM arrives after the server has logged the request
    // and before its body is complete, so it is certainly in flight whatever the machine's load.
    const body = JSON.stringify({
      login_type: 'phone',
      phone_area_code: '+86',
      login_phone: DEMO.factory.phone,
      login_password: DEMO.password,
    });
    const answer = new Promise<{ status: number; body: { code: number } }>((resolve, reject) => {
      const req = http.request(
        `${url}/api/service/login`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as { code: number } }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      void logged('"url":"/api/service/login"')
        .then(() => {
          child.kill('SIGTERM');
          return logged('shutting down');
        })
        .then(() => req.end(body.slice(10)), reject);
    });
    const result = await answer;
    expect(result.status).toBe(200);
    expect(result.body.code).toBe(1);
    expect(await exited).toBe(0);
    await database.drop();
  }, 120_000);
});
