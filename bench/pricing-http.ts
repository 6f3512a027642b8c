/**
 * POST /api/pricing/estimate over HTTP, against a bare Fastify route on the same machine in the same run.
 *
 * Run: npx tsx bench/pricing-http.ts   → prints a table and writes bench/results/pricing-http.json
 *
 * Each server runs in a child process of its own, so the load generator (autocannon, 50 connections, 10 s per case
 * after a 2 s warm-up) does not share the server's event loop: the pricing server as `npm start` runs it (the built
 * bundle, support/built-server.ts), the peer as this same file with `--serve`.
 * The pricing server runs on PostgreSQL: a fresh database on postgres://postgres@127.0.0.1:5432 (PGBENCH_URL
 * to change), created and dropped by this script; when PostgreSQL cannot be reached it falls back to the
 * embedded PGlite and says so. The peer is a bare Fastify 5 route that parses the same JSON body and answers
 * a small JSON envelope; a second bare route answers the same bytes as a real estimate, to show what the
 * payload alone costs. Cases: anonymous estimates (allowed, as the big fabs allow them) and estimates of a
 * signed-in customer (the session lookup costs two queries per request); each with the same four boards again
 * and again (answers from the estimate memo, as live typing and re-quotes ask) and with every board new (the
 * engine prices each one on the cached compiled book).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBuiltServer } from './support/built-server.js';
import { admin, ADMIN_URL } from './support/postgres.js';

const here = import.meta.dirname;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = 2;
let serial = 0;

const boards: { params: Record<string, string | number> }[] = [
  { params: { LAYERS: 2, WIDTH_MM: 100, HEIGHT_MM: 80, QTY: 50 } },
  { params: { LAYERS: 4, WIDTH_MM: 160, HEIGHT_MM: 100, QTY: 500, FINISH: 'ENIG' } },
  { params: { LAYERS: 6, WIDTH_MM: 50, HEIGHT_MM: 50, QTY: 5, MASK_COLOR: 'BLACK', LEAD_TIME: 'fastest' } },
  { params: { LAYERS: 1, WIDTH_MM: 200, HEIGHT_MM: 150, QTY: 2000, COPPER_OZ: 2 } },
];

interface Figure {
  case: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** The statuses of the non-2xx answers, e.g. "429×12". */
  refused: string;
  errors: number;
}

if (process.argv[2] === '--serve') await serveBare();
else await main();

/** Child process: the bare Fastify peer, its URL on stdout, until SIGTERM. */
async function serveBare() {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  const canned = process.env.CANNED_ANSWER ?? '{}';
  app.post('/bare', async (request) => ({
    code: 1,
    msg: 'ok',
    data: { received: Object.keys((request.body as { params?: object }).params ?? {}).length },
  }));
  app.post('/bare-canned', async (request, reply) => {
    if (!(request.body as { params?: object }).params) throw new Error('no params');
    return reply.type('application/json; charset=utf-8').send(canned);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`URL http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

function startChild(args: string[], env: Record<string, string> = {}): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'pricing-http.ts'), '--serve', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'production', ...env },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let found = false;
    // The server's log lines follow its URL on stdout: read and dropped, as a terminal or a log shipper would.
    child.stdout!.on('data', (chunk: Buffer) => {
      if (found) return;
      out += chunk.toString();
      const match = /^URL (\S+)$/m.exec(out);
      if (match) {
        found = true;
        resolve({ child, url: match[1]! });
      }
    });
    child.on('exit', (code) => reject(new Error(`server child exited with ${code}`)));
  });
}

async function stopChild(child: ChildProcess) {
  const done = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 5000))]);
}

/**
 * A board never priced before: quantities cycle through 1–20,000 pieces (orders the demo book prices; beyond its
 * largest area it answers 400), and each cycle widens the board by 0.1 mm. The memo keeps 2,000 answers.
 */
function newBoard(params: Record<string, string | number>) {
  const n = serial++;
  return { ...params, QTY: 1 + (n % 20_000), WIDTH_MM: Number(params.WIDTH_MM) + Math.floor(n / 20_000) / 10 };
}

/** `distinct`: every request a board never priced before (newBoard), so no answer comes from the memo. */
async function load(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  distinct = false,
): Promise<Figure> {
  const requests = boards.map((board) => ({
    method: 'POST' as const,
    body: JSON.stringify(board),
    headers: { 'content-type': 'application/json', ...headers },
    ...(distinct
      ? {
          setupRequest: (request: object) => ({ ...request, body: JSON.stringify({ params: newBoard(board.params) }) }),
        }
      : {}),
  }));
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S, requests });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, requests });
  return {
    case: name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    refused: Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, { count }]) => `${status}×${count}`)
      .join(' '),
    errors: result.errors + result.timeouts,
  };
}

async function main() {
  const dbName = `pcb_bench_pricing_${randomBytes(3).toString('hex')}`;
  let database = 'PostgreSQL';
  let databaseUrl = '';
  try {
    await admin(`CREATE DATABASE "${dbName}"`);
    const u = new URL(ADMIN_URL);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  } catch (error) {
    database = 'PGlite (embedded, one connection) — PostgreSQL unreachable';
    console.warn(
      `NOTE: PostgreSQL at ${ADMIN_URL} is unreachable (${(error as Error).message}); falling back to PGlite.`,
    );
  }
  const figures: Figure[] = [];
  let answerBytes = 0;
  // On PostgreSQL the data directory holds only stored files; on PGlite, the database too.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-bench-'));
  try {
    // The caps on estimates per minute stay on (their bookkeeping is measured) but high enough never to refuse.
    // The server as `npm start` runs it (the built bundle), at the shipped `info` log level (BENCH_LOG_LEVEL to compare).
    const pricing = await startBuiltServer({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      PRICING_ANON_PER_MINUTE: '100000000',
      PRICING_USER_PER_MINUTE: '100000000',
    });
    const login = await fetch(`${pricing.url}/api/service/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        login_type: 'phone',
        phone_area_code: '+86',
        login_phone: '13800000002',
        login_password: 'Pcb_Demo2026',
      }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const check = await fetch(`${pricing.url}/api/pricing/estimate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(boards[0]),
    });
    const answer = await check.text();
    if (check.status !== 200) throw new Error(`estimate answered ${check.status}: ${answer}`);
    answerBytes = Buffer.byteLength(answer);
    const url = `${pricing.url}/api/pricing/estimate`;
    const estimates = [
      await load('estimate, anonymous, 4 boards again and again', url),
      await load('estimate, anonymous, every board new', url, {}, true),
      await load('estimate, signed-in customer, 4 boards', url, { cookie }),
      await load('estimate, signed-in customer, every board new', url, { cookie }, true),
    ];
    await pricing.stop();

    const bare = await startChild(['bare'], { CANNED_ANSWER: answer });
    figures.push(await load('bare Fastify POST (small JSON)', `${bare.url}/bare`));
    figures.push(await load(`bare Fastify POST answering ${answerBytes} bytes`, `${bare.url}/bare-canned`));
    await stopChild(bare.child);
    figures.push(...estimates);
  } finally {
    if (databaseUrl) await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const peer = figures[0]!.requestsPerSecond;
  const rows = figures.map((f) => ({ ...f, ratioToBare: Math.round((f.requestsPerSecond / peer) * 1000) / 1000 }));
  const loadAverage = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `\nPOST /api/pricing/estimate over HTTP — ${CONNECTIONS} connections, ${DURATION_S} s per case, database: ${database}, ` +
      `${os.cpus().length} CPUs (load average ${loadAverage}), Node ${process.version}\n`,
  );
  console.table(
    rows.map((r) => ({
      case: r.case,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      'vs bare': `${(r.ratioToBare * 100).toFixed(1)}%`,
      non2xx: r.non2xx,
      refused: r.refused,
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
    answerBytes,
    bodies: boards,
    results: rows,
  };
  fs.writeFileSync(path.join(here, 'results', 'pricing-http.json'), `${JSON.stringify(record, null, 2)}\n`);
  process.exit(0);
}
