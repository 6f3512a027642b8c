/**
 * POST /api/pricing/compare (every factory side by side, issue 29) against the single estimate it replaces, in the
 * same run on the same server: the goal is one comparison across all factories costing less than two single
 * estimates.
 *
 * Run: npx tsx bench/factory-compare.ts   → prints a table and writes bench/results/factory-compare.json
 *
 * The server is the built bundle as `npm start` runs it (support/built-server.ts) on a fresh PostgreSQL database
 * (PGBENCH_URL; PGlite when PostgreSQL cannot be reached), with the demo's three factories. autocannon drives
 * 10 connections for BENCH_SECONDS (default 8) per case after a 2 s warm-up; every request is a board never priced
 * before, so no answer comes from the estimate memo. Cases: a single estimate on the demo factory; the comparison of
 * the same boards in the three factories, without and with a shipping destination (one more query per request).
 * A request's cost is 1 / (req/s) of the server's one event loop, so "cheaper than two singles" reads as the
 * comparison's req/s above half the single's.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBuiltServer } from './support/built-server.js';
import { admin, ADMIN_URL } from './support/postgres.js';

const here = import.meta.dirname;
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_S = 2;
let serial = 0;

const boards: Array<Record<string, string | number>> = [
  { LAYERS: '2', WIDTH_MM: 100, HEIGHT_MM: 80 },
  { LAYERS: '4', WIDTH_MM: 160, HEIGHT_MM: 100, FINISH: 'ENIG' },
  { LAYERS: '6', WIDTH_MM: 50, HEIGHT_MM: 50, MASK_COLOR: 'BLACK' },
];

/** A board never priced before: quantities cycle through 1–20,000, each cycle widens the board by 0.1 mm. */
function newBoard(params: Record<string, string | number>) {
  const n = serial++;
  return {
    quantity: 1 + (n % 20_000),
    params: { ...params, WIDTH_MM: Number(params.WIDTH_MM) + Math.floor(n / 20_000) / 10 },
  };
}

async function load(name: string, url: string, body: (board: Record<string, string | number>) => object) {
  const requests = boards.map((board) => ({
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body(board)),
    setupRequest: (request: object) => ({ ...request, body: JSON.stringify(body(board)) }),
  }));
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S, requests });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, requests });
  return {
    case: name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const dbName = `pcb_bench_compare_${randomBytes(3).toString('hex')}`;
let database = 'PostgreSQL';
let databaseUrl = '';
try {
  await admin(`CREATE DATABASE "${dbName}"`);
  const u = new URL(ADMIN_URL);
  u.pathname = `/${dbName}`;
  databaseUrl = u.toString();
} catch (error) {
  database = 'PGlite (embedded) — PostgreSQL unreachable';
  console.warn(
    `NOTE: PostgreSQL at ${ADMIN_URL} is unreachable (${(error as Error).message}); falling back to PGlite.`,
  );
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-bench-compare-'));
const figures = [];
let factories = 0;
try {
  const server = await startBuiltServer({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PRICING_ANON_PER_MINUTE: '100000000',
    PRICING_USER_PER_MINUTE: '100000000',
  });
  try {
    const check = await fetch(`${server.url}/api/pricing/compare`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ params: boards[0], quantity: 10 }),
    });
    const answer = (await check.json()) as { data: { rows: Array<{ priced: boolean }> } };
    if (check.status !== 200) throw new Error(`compare answered ${check.status}: ${JSON.stringify(answer)}`);
    factories = answer.data.rows.filter((row) => row.priced).length;
    figures.push(
      await load('single estimate (demo factory)', `${server.url}/api/pricing/estimate`, (board) => {
        const { quantity, params } = newBoard(board);
        return { params: { ...params, QTY: quantity } };
      }),
      await load(`compare, ${factories} factories`, `${server.url}/api/pricing/compare`, newBoard),
      await load(`compare, ${factories} factories, shipping to DE`, `${server.url}/api/pricing/compare`, (board) => ({
        ...newBoard(board),
        destination: { country: 'DE' },
      })),
    );
  } finally {
    await server.stop();
  }
} finally {
  if (databaseUrl) await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const single = figures[0]!.requestsPerSecond;
const rows = figures.map((f) => ({ ...f, costInSingles: Math.round((single / f.requestsPerSecond) * 100) / 100 }));
const loadAverage = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
console.log(
  `\nPOST /api/pricing/compare vs /estimate — ${CONNECTIONS} connections, ${DURATION_S} s per case, every board new, ` +
    `database: ${database}, ${os.cpus().length} CPUs (load average ${loadAverage}), Node ${process.version}\n`,
);
console.table(
  rows.map((r) => ({
    case: r.case,
    'req/s': r.requestsPerSecond,
    'p50 ms': r.p50Ms,
    'p99 ms': r.p99Ms,
    'cost in single estimates': r.costInSingles,
    goal: r === rows[0] ? '' : r.costInSingles < 2 ? '< 2: met' : '< 2: NOT met',
    non2xx: r.non2xx,
    errors: r.errors,
  })),
);
fs.mkdirSync(path.join(here, 'results'), { recursive: true });
const record = {
  at: new Date().toISOString(),
  database,
  connections: CONNECTIONS,
  durationSeconds: DURATION_S,
  cpus: os.cpus().length,
  loadAverage,
  node: process.version,
  factories,
  results: rows,
};
fs.writeFileSync(path.join(here, 'results', 'factory-compare.json'), `${JSON.stringify(record, null, 2)}\n`);
process.exit(0);
