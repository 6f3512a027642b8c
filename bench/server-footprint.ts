/**
 * Issue 28's footprint figures, for the server as `npm start` runs it (support/built-server.ts): how soon it is
 * healthy after its process starts, its resident memory idle with the demo data, and under the estimate load
 * (every board new, 50 connections) for 60 s. On the embedded PGlite with a fresh data directory, on the same
 * directory after a restart, and on a fresh PostgreSQL database (PGBENCH_URL). The peer is a bare Fastify 5
 * process, idle, in the same run. Goals: healthy within 10 s; idle ≤ 250 MB on PGlite and ≤ 150 MB on
 * PostgreSQL; ≤ 400 MB under the load.
 * Run: npx tsx bench/server-footprint.ts   → prints a table and writes bench/results/server-footprint.json
 * BENCH_LOAD_SECONDS (default 60) and BENCH_IDLE_SECONDS (default 10) shorten it.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { memoryOf, startBuiltServer } from './support/built-server.js';
import { admin, ADMIN_URL } from './support/postgres.js';

const here = import.meta.dirname;
const LOAD_S = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const IDLE_S = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const sleep = (s: number) => new Promise((resolve) => setTimeout(resolve, s * 1000));

interface Row {
  case: string;
  'healthy s': number | string;
  'idle MB': number;
  'under load MB': number | string;
  'peak MB': number;
  'load req/s': number | string;
}

/** Estimates of boards never priced before, as bench/pricing-http.ts sends them. */
async function estimateLoad(url: string): Promise<number> {
  let serial = 0;
  const result = await autocannon({
    url: `${url}/api/pricing/estimate`,
    connections: 50,
    duration: LOAD_S,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          const n = serial++;
          const params = {
            LAYERS: 4,
            WIDTH_MM: 100 + Math.floor(n / 20_000) / 10,
            HEIGHT_MM: 80,
            QTY: 1 + (n % 20_000),
          };
          return { ...request, body: JSON.stringify({ params }) };
        },
      },
    ],
  });
  if (result.non2xx > 0) throw new Error(`${result.non2xx} estimates were refused`);
  return Math.round(result.requests.average);
}

async function measure(name: string, env: Record<string, string>, load: boolean): Promise<Row> {
  const server = await startBuiltServer({
    ...env,
    PRICING_ANON_PER_MINUTE: '100000000',
  });
  try {
    await sleep(IDLE_S);
    const idle = memoryOf(server.child);
    let loaded: { rssMb: number; peakMb: number } | undefined;
    let rate: number | undefined;
    if (load) {
      rate = await estimateLoad(server.url);
      loaded = memoryOf(server.child);
    }
    const peak = memoryOf(server.child).peakMb;
    return {
      case: name,
      'healthy s': Number((server.healthyMs / 1000).toFixed(1)),
      'idle MB': idle.rssMb,
      'under load MB': loaded?.rssMb ?? '—',
      'peak MB': peak,
      'load req/s': rate ?? '—',
    };
  } finally {
    await server.stop();
  }
}

async function bareFastifyIdle(): Promise<Row> {
  const script = `const { default: Fastify } = await import('fastify');
const app = Fastify({ logger: false });
app.post('/bare', async (request) => ({ code: 1, msg: 'ok', data: request.body }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log('ready');`;
  const began = performance.now();
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.resolve(here, '../apps/server'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout!.once('data', resolve));
  const healthyMs = performance.now() - began;
  await sleep(IDLE_S);
  const { rssMb, peakMb } = memoryOf(child);
  child.kill('SIGTERM');
  return {
    case: 'peer: bare Fastify 5, idle',
    'healthy s': Number((healthyMs / 1000).toFixed(1)),
    'idle MB': rssMb,
    'under load MB': '—',
    'peak MB': peakMb,
    'load req/s': '—',
  };
}

const rows: Row[] = [await bareFastifyIdle()];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-bench-footprint-'));
try {
  rows.push(
    await measure('PGlite, fresh data directory, demo data seeded', { DATA_DIR: dataDir, DATABASE_URL: '' }, true),
  );
  rows.push(await measure('PGlite, restart on the same data', { DATA_DIR: dataDir, DATABASE_URL: '' }, false));
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const dbName = `pcb_bench_footprint_${randomBytes(3).toString('hex')}`;
try {
  await admin(`CREATE DATABASE "${dbName}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-bench-footprint-files-'));
  rows.push(
    await measure(
      'PostgreSQL, fresh database, demo data seeded',
      { DATABASE_URL: url.toString(), DATA_DIR: filesDir },
      true,
    ),
  );
  fs.rmSync(filesDir, { recursive: true, force: true });
} catch (error) {
  console.warn(`PostgreSQL at ${ADMIN_URL}: ${(error as Error).message}; its row is left out.`);
} finally {
  await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
}

const loadAverage = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
console.log(
  `\nThe server as npm start runs it — ${os.cpus().length} CPUs (load average ${loadAverage}), Node ${process.version}; ` +
    `idle after ${IDLE_S} s, load ${LOAD_S} s of new-board estimates at 50 connections\n` +
    'Goals: healthy ≤ 10 s; idle ≤ 250 MB (PGlite), ≤ 150 MB (PostgreSQL); under load ≤ 400 MB\n',
);
console.table(rows);
fs.mkdirSync(path.join(here, 'results'), { recursive: true });
fs.writeFileSync(
  path.join(here, 'results', 'server-footprint.json'),
  `${JSON.stringify({ at: new Date().toISOString(), loadAverage, node: process.version, rows }, null, 2)}\n`,
);
