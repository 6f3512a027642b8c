import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { AppConfig } from '../src/config.js';
import { startServer, type RunningServer } from '../src/server.js';
import { adminQuery, templateName, withDatabase } from './pg-databases.js';

export interface TestServer extends RunningServer {
  dataDir: string | undefined;
}

/** A database of its own for one test, copied from the prepared template (see global-setup.ts). */
export async function createTestDatabase(): Promise<{ databaseUrl?: string; dataDir?: string; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `${templateName(url).replace(/_tpl$/, '')}_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE "${name}" TEMPLATE "${templateName(url)}"`);
    // On PostgreSQL DATA_DIR holds only the stored files (DATA_DIR/files): a directory per test, holding the
    // template's (the demo's Gerber archives) as the cloned database's rows name them.
    const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-test-files-'));
    fs.cpSync(inject('templateFiles'), filesDir, { recursive: true });
    const drop = async () => {
      await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      fs.rmSync(filesDir, { recursive: true, force: true });
    };
    return { databaseUrl: withDatabase(url, name), dataDir: filesDir, drop };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-test-'));
  fs.cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
  return { dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

/** A real server on a free port with a database of its own; `dataDir` reuses an existing PGlite directory. */
export async function startTestServer(
  overrides: { dataDir?: string; config?: Partial<AppConfig> } = {},
): Promise<TestServer> {
  const database = overrides.dataDir
    ? { dataDir: overrides.dataDir, databaseUrl: undefined, drop: async () => {} }
    : await createTestDatabase();
  // Tests stand behind a proxy on loopback: X-Forwarded-For gives each test client its own address (TRUST_PROXY).
  const server = await startServer({
    trustProxy: ['loopback'],
    ...overrides.config,
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    dataDir: database.dataDir ?? '',
    databaseUrl: database.databaseUrl,
  });
  const stop = async () => {
    await server.stop();
    await database.drop();
  };
  return { ...server, stop, dataDir: database.dataDir };
}

export interface Answer<T = unknown> {
  status: number;
  body: { code: number; msg: string; data: T };
  cookie: string | undefined;
}

/** A small HTTP client that keeps the session cookie like a browser does. */
export class Client {
  cookie: string | undefined;
  constructor(
    private readonly base: string,
    private readonly language = 'en',
  ) {}

  async call<T = any>(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const res = await fetch(this.base + url, {
      method,
      headers: {
        'accept-language': this.language,
        ...(body !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    return { status: res.status, body: (await res.json()) as Answer<T>['body'], cookie: setCookie ?? undefined };
  }

  post<T = any>(url: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.call<T>('POST', url, body, headers);
  }

  get<T = any>(url: string) {
    return this.call<T>('GET', url);
  }
}

export const DEMO = {
  platform: { phone: '13800000000', email: 'admin@demo.pcbunion.test' },
  factory: { phone: '13800000001', email: 'factory@demo.pcbunion.test', jobNumber: 'F0001' },
  customer: { phone: '13800000002', email: 'customer@demo.pcbunion.test' },
  supplier: { phone: '13800000003', email: 'supplier@demo.pcbunion.test' },
  password: 'Pcb_Demo2026',
} as const;

export async function loginAs(base: string, who: 'platform' | 'factory' | 'customer' | 'supplier'): Promise<Client> {
  const client = new Client(base);
  const res = await client.post('/api/service/login', {
    login_type: 'phone',
    phone_area_code: '+86',
    login_phone: DEMO[who].phone,
    login_password: DEMO.password,
  });
  if (res.body.code !== 1) throw new Error(`demo login failed: ${res.body.msg}`);
  return client;
}
