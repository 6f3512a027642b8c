/**
 * CAM analysis through the HTTP endpoint: for each real Gerber set (zipped in memory), the median wall time of
 * `POST /api/cam/analyze` (multipart upload → worker pool → JSON) against the same `analyzeArchive` run
 * in-thread, the peer it must stay close to (the difference is HTTP, the copy to the worker and the JSON).
 * Also: /api/health latency while four analyses of the largest set run at once (the pool keeps the loop free).
 * Run: npx tsx bench/cam-http.ts   → prints a table and writes bench/results/cam-http.json
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeArchive } from '@pcbunion/cam';
import { zipSync } from 'fflate';
import { startServer } from '../apps/server/src/server.js';

const RUNS = Number(process.env.CAM_BENCH_RUNS ?? 7);
const here = dirname(fileURLToPath(import.meta.url));
const fixtures = resolve(here, '../../shared/fixtures/gerber');

/** The set as a customer uploads it: every file, sub-folders kept as `folder/name` (licence and manifest left out). */
function zipSet(folder: string): Uint8Array {
  const root = join(fixtures, folder);
  const entries: Record<string, Uint8Array> = {};
  for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const path = join(root, name);
    if (statSync(path).isFile() && !/^(LICENSE|manifest\.json)$/.test(name))
      entries[name.split(sep).join('/')] = new Uint8Array(readFileSync(path));
  }
  return zipSync(entries);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (value: number) => Math.round(value * 10) / 10;

async function timed(run: () => Promise<unknown> | unknown): Promise<number> {
  for (let i = 0; i < 2; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

process.env.CAM_ANALYZE_PER_MINUTE = '100000';
const dataDir = mkdtempSync(join(os.tmpdir(), 'pcb-bench-cam-'));
const server = await startServer({ port: 0, host: '127.0.0.1', logLevel: 'silent', dataDir });
try {
  const login = await fetch(`${server.url}/api/service/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      login_type: 'phone',
      phone_area_code: '+86',
      login_phone: '13800000002',
      login_password: 'Pcb_Demo2026',
    }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const analyze = async (zip: Uint8Array, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([zip as Uint8Array<ArrayBuffer>]), name);
    const res = await fetch(`${server.url}/api/cam/analyze`, { method: 'POST', body: form, headers: { cookie } });
    if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status}`);
    return res.json();
  };

  const rows = [];
  for (const folder of readdirSync(fixtures)
    .filter((name) => !name.includes('.'))
    .sort()) {
    const zip = zipSet(folder);
    const httpMs = await timed(() => analyze(zip, `${folder}.zip`));
    const inThreadMs = await timed(() => analyzeArchive(zip, `${folder}.zip`));
    rows.push({
      set: folder,
      zipKb: Math.round(zip.length / 1024),
      endpointMedianMs: round(httpMs),
      inThreadMedianMs: round(inThreadMs),
      overheadMs: round(httpMs - inThreadMs),
    });
  }

  // Event-loop freedom: health latency while 4 analyses of the largest set run at once.
  const largest = rows.reduce((a, b) => (b.zipKb > a.zipKb ? b : a)).set;
  const zip = zipSet(largest);
  let running = true;
  const analyses = Promise.all(Array.from({ length: 4 }, () => analyze(zip, `${largest}.zip`))).finally(
    () => (running = false),
  );
  const health: number[] = [];
  while (running) {
    const start = performance.now();
    await fetch(`${server.url}/api/health`);
    health.push(performance.now() - start);
  }
  await analyses;

  console.log(
    `POST /api/cam/analyze vs in-thread analyzeArchive, median of ${RUNS} runs, Node ${process.version}, pool ${os.availableParallelism()} cores`,
  );
  console.table(rows);
  const healthSummary = { samples: health.length, medianMs: round(median(health)), maxMs: round(Math.max(...health)) };
  console.log(
    `/api/health during 4 concurrent analyses of ${largest}: ${healthSummary.samples} answers, ` +
      `median ${healthSummary.medianMs} ms, max ${healthSummary.maxMs} ms`,
  );
  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(
    join(here, 'results', 'cam-http.json'),
    `${JSON.stringify({ runs: RUNS, node: process.version, date: new Date().toISOString(), rows, health: healthSummary }, null, 2)}\n`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
