/**
 * The instant quote's price matrix (issue 22): 10 quantities × 4 lead times priced in one call by core's
 * estimateMatrix, against its peer — the same 40 cells as 40 single estimates (what a page would do without it).
 * Goals: the whole matrix in < 50 ms on the server, and the cells sharing work: the matrix costs fewer than 3 single
 * estimates (issue 28). The book is the demo book with two day-count lead times
 * the factory defines (5 and 3 days, priced by a factor on LEAD_TIME), so there are four columns.
 * Run: npx tsx bench/pricing-matrix.bench.ts   → prints a table and writes bench/results/pricing-matrix.json
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEMO_PRODUCT,
  compilePriceBook,
  demoPriceBook,
  estimateMatrix,
  estimatePrice,
  leadTimeOptions,
  type PriceBook,
} from '@pcbunion/core';

const here = dirname(fileURLToPath(import.meta.url));
const BOARDS = Number(process.env.MATRIX_BENCH_BOARDS ?? 300);
const ROUND_MS = Number(process.env.MATRIX_BENCH_ROUND_MS ?? 300);
const ROUNDS = Number(process.env.MATRIX_BENCH_ROUNDS ?? 7);

const book: PriceBook = {
  ...demoPriceBook,
  parameters: demoPriceBook.parameters.map((p) =>
    p.code === 'LEAD_TIME'
      ? { ...p, valueList: [{ value: 'standard' }, { value: 'fastest' }, { value: '5' }, { value: '3' }] }
      : p,
  ),
  projects: [
    ...demoPriceBook.projects,
    {
      code: 'LEAD_DAYS',
      name: 'Lead time in days',
      costCategory: 'specialFee',
      kind: 'group',
      pricingMode: 'percentage',
      formula: 'DAYS_RATE',
      factor: {
        code: 'DAYS_RATE',
        parameter: 'LEAD_TIME',
        rows: [
          { value: '3', price: '30' },
          { value: '5', price: '15' },
          { value: '*', price: '0' },
        ],
      },
      sortNumber: 90,
    },
  ],
  bindings: [...demoPriceBook.bindings, { productNumber: DEMO_PRODUCT, projectCode: 'LEAD_DAYS' }],
};
const compiled = compilePriceBook(book);
if (!compiled.ok) throw new Error(`the bench book does not compile: ${JSON.stringify(compiled.errors)}`);
const leadTimes = leadTimeOptions(book);
if (leadTimes.length !== 4) throw new Error(`expected 4 lead times, got ${leadTimes.join()}`);
const quantities = ['5', '10', '20', '50', '100', '200', '500', '1000', '2000', '5000'];

let seed = 20261125;
const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
const pick = <T>(list: readonly T[]): T => list[next(list.length)] as T;
const boards = Array.from({ length: BOARDS }, () => ({
  LAYERS: pick([1, 2, 4, 6, 8]),
  WIDTH_MM: (20 + next(18000) / 100).toFixed(2),
  HEIGHT_MM: (20 + next(18000) / 100).toFixed(2),
  FINISH: pick(['HASL', 'ENIG', 'IMM_AG']),
  COPPER_OZ: pick([1, 1, 2]),
  MASK_COLOR: pick(['GREEN', 'BLACK']),
}));
const pricedOn = '2026-11-25';

const matrixOnce = (values: Record<string, string | number>) =>
  estimateMatrix(compiled.book, { productNumber: DEMO_PRODUCT, values, pricedOn, quantities, leadTimes });
const singlesOnce = (values: Record<string, string | number>) => {
  const out = [];
  for (const qty of quantities)
    for (const lead of leadTimes)
      out.push(
        estimatePrice(compiled.book, {
          productNumber: DEMO_PRODUCT,
          values: { ...values, QTY: qty, LEAD_TIME: lead },
          pricedOn,
        }),
      );
  return out;
};

// Same answers first: every cell equals its single estimate.
for (const values of boards.slice(0, 20)) {
  const rows = matrixOnce(values);
  const singles = singlesOnce(values);
  rows
    .flatMap((r) => r.cells)
    .forEach((cell, i) => {
      const single = singles[i]!;
      if (
        single.ok
          ? cell.total !== single.estimate.total || cell.deliveryDays !== single.estimate.deliveryDays
          : cell.total !== null
      )
        throw new Error('a cell differs from its single estimate');
    });
}

interface Timing {
  median: number;
  p99: number;
  max: number;
}

/** Wall ms of one call on every board (after a warm-up): the latency a page waits for. */
function timings(run: (values: Record<string, string | number>) => unknown): Timing {
  for (const values of boards.slice(0, 30)) run(values); // warm-up
  const ms: number[] = [];
  for (const values of boards) {
    const started = process.hrtime.bigint();
    run(values);
    ms.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(ms.length / 2)]!, p99: ms[Math.floor(ms.length * 0.99)]!, max: ms[ms.length - 1]! };
}

/** CPU time of this process in ms: the clock of one core, blind to other processes on a busy machine. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * CPU ms per call of each case over the boards in turn: the median of ROUNDS rounds of ROUND_MS of CPU time each,
 * after a warm-up round, the cases taking turns round by round so a busy machine's noise touches both alike.
 */
function cpuPerCall(
  cases: Record<string, (values: Record<string, string | number>) => unknown>,
): Record<string, number> {
  const perCall: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
  for (let round = 0; round <= ROUNDS; round += 1) {
    for (const [name, run] of Object.entries(cases)) {
      let calls = 0;
      const started = cpuMs();
      while (cpuMs() - started < ROUND_MS) run(boards[calls++ % boards.length]!);
      if (round > 0) perCall[name]!.push((cpuMs() - started) / calls);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return Object.fromEntries(Object.entries(perCall).map(([name, values]) => [name, median(values)]));
}

const matrix = timings(matrixOnce);
const singles = timings(singlesOnce);
const cells = quantities.length * leadTimes.length;
const cpu = cpuPerCall({ matrix: matrixOnce, singles: singlesOnce }) as Record<'matrix' | 'singles', number>;
/** The matrix's cost in single estimates of the same boards, in the same run (goal: fewer than 3). */
const matrixInSingles = cpu.matrix / (cpu.singles / cells);
const round = (v: number) => Number(v.toFixed(2));
console.log(
  `Price matrix, ${quantities.length} quantities × ${leadTimes.length} lead times (${leadTimes.join(', ')}), ` +
    `${BOARDS} varied boards, Node ${process.version}, wall ms:`,
);
console.table([
  {
    case: 'matrix, one estimateMatrix call',
    median: round(matrix.median),
    p99: round(matrix.p99),
    max: round(matrix.max),
  },
  {
    case: `${cells} single estimatePrice calls (peer)`,
    median: round(singles.median),
    p99: round(singles.p99),
    max: round(singles.max),
  },
  {
    case: 'one single estimate (peer ÷ cells)',
    median: Number((singles.median / cells).toFixed(3)),
    p99: Number((singles.p99 / cells).toFixed(3)),
    max: Number((singles.max / cells).toFixed(3)),
  },
]);
console.log(
  `Goal < 50 ms for the whole matrix: ${matrix.p99 < 50 ? 'met' : 'NOT met'} (p99 ${round(matrix.p99)} ms); ` +
    `matrix ÷ singles ${(matrix.median / singles.median).toFixed(2)}.\n` +
    `CPU ms per call: matrix ${cpu.matrix.toFixed(3)}, one single estimate ${(cpu.singles / cells).toFixed(3)}: ` +
    `the matrix costs ${matrixInSingles.toFixed(1)} single ` +
    `estimates (goal < 3: ${matrixInSingles < 3 ? 'met' : 'NOT met'}).`,
);
mkdirSync(resolve(here, 'results'), { recursive: true });
writeFileSync(
  resolve(here, 'results/pricing-matrix.json'),
  `${JSON.stringify(
    {
      node: process.version,
      boards: BOARDS,
      quantities: quantities.length,
      leadTimes,
      matrixMs: matrix,
      singlesMs: singles,
      cpuMsPerCall: { matrix: cpu.matrix, singleEstimate: cpu.singles / cells },
      matrixInSingleEstimates: Number(matrixInSingles.toFixed(2)),
    },
    null,
    2,
  )}\n`,
);
