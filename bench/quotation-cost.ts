/**
 * Factory quotation cost (issue 16): a quotation of 200 material lines and 200 process lines.
 *  1. Engine only, one core: cost build-ups per CPU-second of `computeQuotationCost` (decimal.js, one explanation
 *     line per step) against the floor — the same sums written by hand with decimal.js, no explanations, no texts.
 *  2. Over HTTP (the real server in this process, on PostgreSQL when PGBENCH_URL / 127.0.0.1:5432 answers, else
 *     PGlite): `PUT /api/quotations/{no}` with all 400 lines (rules, master look-ups, cost, lines rewritten, log)
 *     and `POST …/audit` (recomputed from the stored lines), against `GET /api/quotations/{no}` of the same
 *     quotation (the read alone). Sequential requests, median and p95.
 * Run: npx tsx bench/quotation-cost.ts   → prints a table and writes bench/results/quotation-cost.json
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { computeQuotationCost, Decimal, type CostInput } from '@pcbunion/core';

const here = import.meta.dirname;
const ROUND_MS = Number(process.env.QUOTATION_BENCH_ROUND_MS ?? 400);
const ROUNDS = Number(process.env.QUOTATION_BENCH_ROUNDS ?? 5);
const HTTP_RUNS = Number(process.env.QUOTATION_BENCH_HTTP_RUNS ?? 30);

const materials = Array.from({ length: 200 }, (_, i) => ({
  materialNo: `M-${i}`,
  unitPrice: (10 + (i % 37) * 1.13).toFixed(2),
  unitPriceExTax: (10 + (i % 37)).toFixed(2),
  taxRate: '13',
  coefficient: (0.05 + (i % 11) * 0.1).toFixed(2),
  adjustmentPrice: i % 5 === 0 ? (9 + (i % 37)).toFixed(2) : null,
}));
const processes = Array.from({ length: 200 }, (_, i) => ({
  serialNo: i + 1,
  processType: `T${i % 9}`,
  procedure: `P${i}`,
  unitCost: (2 + (i % 13) * 1.5).toFixed(2),
  referenceTimes: String(1 + (i % 3)),
  timesAdjustment: i % 7 === 0 ? '1' : null,
  difficulty: (1 + (i % 4) * 0.1).toFixed(1),
  difficultyAdjustment: i % 6 === 0 ? '0.2' : null,
  specialAddition: i % 10 === 0 ? '3.5' : null,
}));
const input: CostInput = {
  quantity: 5000,
  panel: { width: '520', height: '410', unit: 'mm', pcsPerPanel: 24 },
  materials,
  processes,
  rates: {
    scrapRate: '3',
    scrapRateAdjusted: '4',
    grossMargin: '20',
    grossMarginAdjusted: '18',
    businessRate: '2',
    taxRate: '13',
  },
  currency: 'CNY',
  originalCurrency: 'USD',
  exchangeRate: '7.10',
};

/** The floor: the same arithmetic by hand, no explanations, no formatting but the two amounts. */
function floor(): string {
  const d = (x: string | null | undefined) => new Decimal(x ?? 0);
  let m = new Decimal(0);
  for (const line of materials)
    m = m.plus((line.adjustmentPrice ? d(line.adjustmentPrice) : d(line.unitPriceExTax)).times(line.coefficient));
  let p = new Decimal(0);
  for (const line of processes)
    p = p.plus(
      d(line.unitCost)
        .times(d(line.referenceTimes).plus(d(line.timesAdjustment)))
        .times(d(line.difficulty).plus(d(line.difficultyAdjustment)))
        .plus(d(line.specialAddition)),
    );
  const area = new Decimal(520).times(410).dividedBy(1e6).dividedBy(24).times(5000);
  const base = m.plus(p).times(area);
  const withScrap = base.times(1.04);
  const priced = withScrap.dividedBy(0.82);
  const total = priced.times(1.02).times(1.13).toDecimalPlaces(2);
  return total.dividedBy('7.10').toFixed(2) + total.toFixed(2);
}

function perCpuSecond(work: () => unknown): number {
  const rates: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = process.cpuUsage();
    const wall = performance.now();
    let calls = 0;
    while (performance.now() - wall < ROUND_MS) {
      work();
      calls += 1;
    }
    const used = process.cpuUsage(start);
    rates.push(calls / ((used.user + used.system) / 1e6));
  }
  return rates.sort((a, b) => a - b)[Math.floor(rates.length / 2)]!;
}

async function postgresUrl(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const admin = process.env.PGBENCH_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
  } catch {
    return { drop: async () => {} };
  }
  const name = `pcb_quote_bench_${randomBytes(3).toString('hex')}`;
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = admin.replace(/\/[^/]*$/, `/${name}`);
  return {
    url,
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function timed(runs: number, call: () => Promise<Response>) {
  const ms: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    const res = await call();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return {
    p50Ms: Number(ms[Math.floor(ms.length / 2)]!.toFixed(1)),
    p95Ms: Number(ms[Math.floor(ms.length * 0.95)]!.toFixed(1)),
  };
}

async function overHttp() {
  const { startServer } = await import('../apps/server/src/server.js');
  const database = await postgresUrl();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-quote-bench-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    logLevel: 'warn',
    dataDir,
    databaseUrl: database.url,
  });
  try {
    const login = await fetch(`${server.url}/api/service/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        login_type: 'phone',
        phone_area_code: '+86',
        login_phone: '13800000001',
        login_password: 'Pcb_Demo2026',
      }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const headers = { cookie, 'content-type': 'application/json' };
    const body = JSON.stringify({
      customerName: 'Bench',
      currency: 'USD',
      exchangeRate: '7.10',
      quantity: 5000,
      panelWidth: '520',
      panelHeight: '410',
      pcsPerPanel: 24,
      materials,
      processes,
    });
    const created = (await (await fetch(`${server.url}/api/quotations`, { method: 'POST', headers, body })).json()) as {
      data: { quotationNo: string };
    };
    const no = created.data.quotationNo;
    const url = `${server.url}/api/quotations/${no}`;
    const modify = await timed(HTTP_RUNS, () => fetch(url, { method: 'PUT', headers, body }));
    const read = await timed(HTTP_RUNS, () => fetch(url, { headers: { cookie } }));
    const audit = await timed(Math.min(HTTP_RUNS, 15), async () => {
      await fetch(`${url}/submit`, { method: 'POST', headers, body: '{}' });
      const res = await fetch(`${url}/audit`, { method: 'POST', headers, body: '{}' });
      await fetch(`${url}/deapprove`, { method: 'POST', headers, body: '{}' });
      await fetch(`${url}/return`, { method: 'POST', headers, body: JSON.stringify({ reason: 'bench' }) });
      return res;
    });
    return { database: database.url ? 'postgresql' : 'pglite', modify, audit, read };
  } finally {
    await server.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const engine = perCpuSecond(() => computeQuotationCost(input));
const hand = perCpuSecond(floor);
console.log(
  `engine, 200 materials + 200 processes: ${engine.toFixed(0)} cost build-ups per CPU-second (${(1000 / engine).toFixed(3)} ms each)`,
);
console.log(
  `floor (same sums by hand in decimal.js, no explanations): ${hand.toFixed(0)} per CPU-second — engine at ${((engine / hand) * 100).toFixed(0)}% of it`,
);
const http = await overHttp();
console.log(
  `over HTTP on ${http.database}, sequential: PUT with 400 lines p50 ${http.modify.p50Ms} ms p95 ${http.modify.p95Ms} ms; ` +
    `submit+audit (the audit timed, recomputing) p50 ${http.audit.p50Ms} ms; ` +
    `GET of the same quotation p50 ${http.read.p50Ms} ms p95 ${http.read.p95Ms} ms`,
);
fs.mkdirSync(path.join(here, 'results'), { recursive: true });
fs.writeFileSync(
  path.join(here, 'results', 'quotation-cost.json'),
  JSON.stringify(
    {
      at: new Date().toISOString(),
      cpus: os.cpus().length,
      enginePerCpuSecond: Math.round(engine),
      floorPerCpuSecond: Math.round(hand),
      http,
    },
    null,
    2,
  ),
);
process.exit(0);
