/**
 * Issue 21 — one instance against two on the same PostgreSQL (each instance its own Node process, started as
 * production starts it: `tsx apps/server/src/main.ts` with PORT and DATABASE_URL):
 * - throughput of POST /api/pricing/estimate (signed-in customer, 4 boards) and GET /api/orders (the customer's
 *   list), autocannon from this process, 40 connections in all (split over the instances when there are two);
 * - fan-out latency from A to a client on B: the customer's page holds /ws on B, POST /api/messages/read goes to A,
 *   A publishes the bell through LISTEN/NOTIFY and B pushes the new count; p50/p99 of request start → push on B.
 * Needs PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import WebSocket from 'ws';

const here = import.meta.dirname;
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = 40;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const WARMUP_S = 2;
const FANOUT_SAMPLES = 200;
const BOARDS = [
  { params: { LAYERS: 2, WIDTH_MM: 100, HEIGHT_MM: 80, QTY: 50 } },
  { params: { LAYERS: 4, WIDTH_MM: 160, HEIGHT_MM: 100, QTY: 500, FINISH: 'ENIG' } },
  { params: { LAYERS: 6, WIDTH_MM: 50, HEIGHT_MM: 50, QTY: 5, MASK_COLOR: 'BLACK', LEAD_TIME: 'fastest' } },
  { params: { LAYERS: 1, WIDTH_MM: 200, HEIGHT_MM: 150, QTY: 2000, COPPER_OZ: 2 } },
];

const withDb = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function query<T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

interface Instance {
  child: ChildProcess;
  url: string;
}

async function startInstance(databaseUrl: string, port: number, dataDir: string): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../apps/server/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      MQTT_BROKER_PORT: '0',
      PRICING_ANON_PER_MINUTE: '100000000',
      PRICING_USER_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const status = await fetch(`${url}/api/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return { child, url };
    if (i > 600 || child.exitCode !== null) throw new Error(`instance on ${port} did not become ready`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const stopInstance = (instance: Instance) =>
  new Promise<void>((resolve) => {
    if (instance.child.exitCode !== null) return resolve();
    instance.child.once('exit', () => resolve());
    instance.child.kill('SIGTERM');
  });

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/service/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      login_type: 'phone',
      phone_area_code: '+86',
      login_phone: '13800000002',
      login_password: 'Pcb_Demo2026',
    }),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

type Case = { method: 'GET' | 'POST'; path: string; bodies?: string[] };

async function throughput(
  urls: string[],
  c: Case,
  cookie: string,
): Promise<{ rps: number; p99: number; errors: number }> {
  const each = (url: string, duration: number) => {
    let i = 0;
    return autocannon({
      url: url + c.path,
      connections: CONNECTIONS / urls.length,
      duration,
      requests: [
        {
          method: c.method,
          headers: { cookie, 'content-type': 'application/json' },
          setupRequest: (req: autocannon.Request) =>
            c.bodies ? { ...req, body: c.bodies[i++ % c.bodies.length]! } : req,
        },
      ],
    });
  };
  await Promise.all(urls.map((u) => each(u, WARMUP_S)));
  const results = await Promise.all(urls.map((u) => each(u, DURATION_S)));
  return {
    rps: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}

async function fanOut(a: string, b: string, databaseUrl: string): Promise<{ p50: number; p99: number; max: number }> {
  const cookieB = await login(b);
  const [account] = await query<{ uid: string }>(databaseUrl, `select uid from accounts where phone = '13800000002'`);
  const ids = (
    await query<{ uid: string }>(
      databaseUrl,
      `insert into messages (recipient_account_uid, kind, title) select $1, 'system', '{"en":"bench"}'::jsonb from generate_series(1, $2) returning uid`,
      [account!.uid, FANOUT_SAMPLES],
    )
  ).map((r) => r.uid);
  const socket = new WebSocket(`${b.replace('http', 'ws')}/ws`, { headers: { cookie: cookieB } });
  let waiting: ((at: number) => void) | null = null;
  socket.on('message', (data) => {
    const push = JSON.parse(data.toString()) as { type: string };
    if (push.type === 'bell' && waiting) waiting(performance.now());
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  await new Promise((resolve) => setTimeout(resolve, 300));
  const samples: number[] = [];
  for (const id of ids) {
    const arrived = new Promise<number>((resolve) => (waiting = resolve));
    const started = performance.now();
    const res = await fetch(`${a}/api/messages/read`, {
      method: 'POST',
      headers: { cookie: cookieB, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [id] }),
    });
    if (res.status !== 200) throw new Error(`messages/read answered ${res.status}`);
    samples.push((await arrived) - started);
    waiting = null;
  }
  socket.close();
  samples.sort((x, y) => x - y);
  const at = (q: number) =>
    Math.round(samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]! * 10) / 10;
  return { p50: at(0.5), p99: at(0.99), max: at(1) };
}

async function main() {
  const name = `pcb_bench_scaleout_${randomBytes(3).toString('hex')}`;
  try {
    await query(ADMIN_URL, `CREATE DATABASE "${name}"`);
  } catch (error) {
    console.log(`SKIPPED: scale-out bench needs PostgreSQL (${ADMIN_URL}: ${(error as Error).message})`);
    return;
  }
  const databaseUrl = withDb(ADMIN_URL, name);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-bench-scaleout-'));
  const instances: Instance[] = [];
  try {
    const base = 18_000 + Math.floor(Math.random() * 2000);
    instances.push(await startInstance(databaseUrl, base, dataDir));
    instances.push(await startInstance(databaseUrl, base + 1, dataDir));
    const [a, b] = instances.map((i) => i.url) as [string, string];
    const cookie = await login(a);
    const cases: Array<[string, Case]> = [
      [
        'POST /api/pricing/estimate (customer, 4 boards)',
        { method: 'POST', path: '/api/pricing/estimate', bodies: BOARDS.map((board) => JSON.stringify(board)) },
      ],
      ['GET /api/orders (customer list, page of 20)', { method: 'GET', path: '/api/orders?page_size=20' }],
    ];
    const rows = [];
    for (const [label, c] of cases) {
      const one = await throughput([a], c, cookie);
      const two = await throughput([a, b], c, cookie);
      rows.push({
        case: label,
        'one instance req/s': one.rps,
        'two instances req/s': two.rps,
        ratio: Math.round((two.rps / one.rps) * 100) / 100,
        'p99 ms (1 → 2)': `${one.p99} → ${two.p99}`,
        errors: one.errors + two.errors,
      });
    }
    const fan = await fanOut(a, b, databaseUrl);
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(
      `\nScale-out on one PostgreSQL — ${CONNECTIONS} connections in all, ${DURATION_S} s per case, ` +
        `${os.cpus().length} CPUs (load average ${load}), Node ${process.version}\n`,
    );
    console.table(rows);
    console.log(
      `fan-out A → client on B (POST /api/messages/read on A → bell pushed on B's /ws, via LISTEN/NOTIFY), ` +
        `${FANOUT_SAMPLES} samples: p50 ${fan.p50} ms, p99 ${fan.p99} ms, max ${fan.max} ms`,
    );
    console.log(
      'What limits the ratio: one Node instance runs its requests on one core; two can use both cores, ' +
        'which they share with PostgreSQL and this load generator (and with whatever else runs: see the load average). ' +
        'On separate machines the ceiling is PostgreSQL.',
    );
  } finally {
    for (const instance of instances) await stopInstance(instance);
    await query(ADMIN_URL, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
