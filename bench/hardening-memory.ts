/**
 * Issue 12's memory figure: the server's RSS after 100,000 anonymous estimates with random `cam` payloads
 * (goal: less than +100 MB). Before the fix the estimate memo kept every answer keyed by the whole open `cam`
 * object: 4,000 such requests grew the server to 4.3 GB (the peer figure, from the issue's probe).
 *
 * In one process on the embedded database with demo data, through Fastify's inject (the same routing, schema,
 * memo and engine as over HTTP, without sockets). Half the bodies carry a well-formed, always different CAM
 * measurement (each a new memo entry, evicted by count and bytes), half a hostile one (unknown keys of up to
 * 60 kB, deep nesting, huge numbers) that the strict `cam` schema refuses.
 * Run: npx tsx bench/hardening-memory.ts   → prints the figures and writes bench/results/hardening-memory.json
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';

const REQUESTS = Number(process.env.BENCH_ESTIMATES ?? 100_000);
process.env.PRICING_ANON_PER_MINUTE = String(REQUESTS * 10);
const { startServer } = await import('../apps/server/src/server.js');

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const rssMb = () => {
  gc();
  gc();
  return process.memoryUsage().rss / 1024 / 1024;
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-bench-memory-'));
const server = await startServer({ port: 0, host: '127.0.0.1', logLevel: 'silent', dataDir });
const board = (i: number) => ({ LAYERS: 2, WIDTH_MM: 100, HEIGHT_MM: 80, QTY: 1 + (i % 5000) });
const wellFormed = (i: number) => ({
  widthMm: 10 + Math.random() * 400,
  heightMm: 10 + Math.random() * 400,
  copperLayers: 2 + (i % 8),
  drill: { minHoleMm: Math.random(), holeCount: i },
  minTraceMm: Math.random(),
});
const hostile = (i: number) =>
  [
    { junk: 'x'.repeat(1000 + (i % 60_000)), widthMm: 100 },
    { widthMm: 1e308 },
    { drill: { minHoleMm: 0.2, hits: Array.from({ length: 50 }, (_, k) => k) } },
    Object.fromEntries(Array.from({ length: 200 }, (_, k) => [`k${i}_${k}`, k])),
  ][i % 4];

try {
  const send = (i: number) =>
    server.app.inject({
      method: 'POST',
      url: '/api/pricing/estimate',
      payload: { params: board(i), cam: i % 2 ? wellFormed(i) : hostile(i) },
    });
  for (let i = 0; i < 2000; i++) await send(i); // warm-up: JIT, caches, the price book
  const before = rssMb();
  const statuses = new Map<number, number>();
  const started = performance.now();
  for (let i = 0; i < REQUESTS; i += 16) {
    const answers = await Promise.all(Array.from({ length: Math.min(16, REQUESTS - i) }, (_, k) => send(i + k)));
    for (const a of answers) statuses.set(a.statusCode, (statuses.get(a.statusCode) ?? 0) + 1);
  }
  const seconds = (performance.now() - started) / 1000;
  const after = rssMb();
  const figures = {
    requests: REQUESTS,
    seconds: Number(seconds.toFixed(1)),
    rssBeforeMb: Math.round(before),
    rssAfterMb: Math.round(after),
    growthMb: Math.round(after - before),
    goalMb: 100,
    statuses: Object.fromEntries(statuses),
    peer: 'before the fix: 4,000 such requests grew the server to 4.3 GB (issue 12 probe)',
  };
  console.log(
    `${REQUESTS} anonymous estimates with random cam in ${figures.seconds} s: ` +
      `RSS ${figures.rssBeforeMb} MB → ${figures.rssAfterMb} MB ` +
      `(${figures.growthMb >= 0 ? '+' : ''}${figures.growthMb} MB, goal < +100 MB); answers ${JSON.stringify(figures.statuses)}`,
  );
  console.log(`peer: ${figures.peer}`);
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results', 'hardening-memory.json'),
    JSON.stringify(figures, null, 2),
  );
  if (figures.growthMb >= 100) process.exitCode = 1;
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
