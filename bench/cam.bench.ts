/**
 * CAM analysis benchmark: for each real Gerber set, the median time and peak heap of a full
 * `analyzeFiles` (identify, parse, measure) against parsing alone with @tracespace/parser.
 * Run: npx tsx bench/cam.bench.ts   → prints a table and writes bench/results/cam.json
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { createParser } from '@tracespace/parser';
import { analyzeFiles, type InputFile } from '@pcbunion/cam';

const RUNS = Number(process.env.CAM_BENCH_RUNS ?? 9);
const here = dirname(fileURLToPath(import.meta.url));
const fixtures = resolve(here, '../../shared/fixtures/gerber');
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

interface Row {
  set: string;
  files: number;
  kilobytes: number;
  oursMedianMs: number;
  oursPeakHeapMb: number;
  tracespaceMedianMs: number;
  tracespacePeakHeapMb: number;
  speedup: number;
}

function loadSet(folder: string): InputFile[] {
  return readdirSync(join(fixtures, folder))
    .filter((name) => !/^(LICENSE|manifest\.json)/.test(name))
    .map((name) => ({ name, bytes: new Uint8Array(readFileSync(join(fixtures, folder, name))) }));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Median wall time of `run` over RUNS runs, after three warm-up runs. */
function time(run: () => void): number {
  for (let i = 0; i < 3; i++) run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

/** Peak heap used above the starting point, sampled at every step `run` reports (per file). */
function peakHeap(run: (sample: () => void) => void): number {
  gc();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const sample = (): void => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  };
  run(sample);
  sample();
  return (peak - before) / (1024 * 1024);
}

function tracespaceParse(texts: string[], sample: () => void = () => undefined): void {
  for (const text of texts) {
    const parser = createParser();
    parser.feed(text);
    parser.results();
    sample();
  }
}

const rows: Row[] = [];
for (const folder of readdirSync(fixtures).filter((name) => !name.includes('.')).sort()) {
  const files = loadSet(folder);
  const texts = files.map((file) => new TextDecoder('latin1').decode(file.bytes));
  const oursMs = time(() => analyzeFiles(files));
  const theirsMs = time(() => tracespaceParse(texts));
  rows.push({
    set: folder,
    files: files.length,
    kilobytes: Math.round(files.reduce((sum, file) => sum + file.bytes.length, 0) / 1024),
    oursMedianMs: round(oursMs),
    oursPeakHeapMb: round(peakHeap((sample) => analyzeFiles(files, { onProgress: sample }))),
    tracespaceMedianMs: round(theirsMs),
    tracespacePeakHeapMb: round(peakHeap((sample) => tracespaceParse(texts, sample))),
    speedup: round(theirsMs / oursMs),
  });
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

const totalOurs = rows.reduce((sum, row) => sum + row.oursMedianMs, 0);
const totalTheirs = rows.reduce((sum, row) => sum + row.tracespaceMedianMs, 0);
console.log(`CAM analysis vs @tracespace/parser (parse only), median of ${RUNS} runs, Node ${process.version}`);
console.table(rows);
console.log(`total: ours ${round(totalOurs)} ms, tracespace ${round(totalTheirs)} ms, ours is ${round(totalTheirs / totalOurs)}× faster (aim ≥ 3×)`);

mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(
  join(here, 'results', 'cam.json'),
  `${JSON.stringify({ runs: RUNS, node: process.version, date: new Date().toISOString(), rows, totalOursMs: round(totalOurs), totalTracespaceMs: round(totalTheirs), speedup: round(totalTheirs / totalOurs) }, null, 2)}\n`,
);
