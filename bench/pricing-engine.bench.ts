/**
 * Pricing engine benchmark, one core: estimates per second with the demo price book over varied
 * boards, against (1) the same computation hand-written in TypeScript with decimal.js — the floor,
 * no formulas, no explanations — and (2) the same pipeline with the book's formulas evaluated by
 * mathjs `evaluate` (parsed on every call, BigNumber precision 34). Also the formulas alone.
 * Run: npx tsx bench/pricing-engine.bench.ts   → prints a table and writes bench/results/pricing-engine.json
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { all, create } from 'mathjs';
import {
  DEMO_PRODUCT,
  Decimal,
  type EstimateRequest,
  type FormulaValue,
  M2_PER_FT2,
  compileFormula,
  compilePriceBook,
  demoPriceBook,
  estimatePrice,
} from '@pcbunion/core';

const ROUND_MS = Number(process.env.PRICING_BENCH_ROUND_MS ?? 300);
const ROUNDS = Number(process.env.PRICING_BENCH_ROUNDS ?? 7);
const here = dirname(fileURLToPath(import.meta.url));

type Values = Record<string, string | number>;

/** Varied boards: every layer option, sizes 10–400 mm, 1–3000 pcs, all finishes and options (a fixed LCG, so runs compare). */
function boards(count: number): Values[] {
  let seed = 20260115;
  const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
  const pick = <T>(list: readonly T[]): T => list[next(list.length)] as T;
  return Array.from({ length: count }, () => ({
    LAYERS: pick([1, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20]),
    WIDTH_MM: (10 + next(39000) / 100).toFixed(2),
    HEIGHT_MM: (10 + next(39000) / 100).toFixed(2),
    QTY: 1 + next(3000),
    FINISH: pick(['HASL', 'HASL_LF', 'ENIG', 'GOLD_PLATING', 'IMM_AG', 'IMM_SN', 'ENEPIG']),
    THICKNESS_MM: pick(['0.8', '1.0', '1.6', '2.0']),
    COPPER_OZ: pick([1, 1, 2, 3]),
    MASK_COLOR: pick(['GREEN', 'GREEN', 'BLACK', 'MATTE_BLACK']),
    GOLD_FINGER: pick([0, 0, 1]),
    LEAD_TIME: pick(['standard', 'standard', 'fastest']),
  }));
}

// --- the floor: the demo book's arithmetic written out by hand ---------------------------------

const D = (value: string | number) => new Decimal(value);
const project = (code: string) => demoPriceBook.projects.find((p) => p.code === code)!;
const factorTable = (code: string) => new Map(project(code).factor!.rows.map((row) => [row.value, D(row.price)]));
const ENG_FEE = new Map(project('ENGINEERING').factor!.rows.map((row) => [Number(row.value), D(row.price)]));
const FINISH_PRICE = factorTable('SURFACE_FINISH');
const THICK_PRICE = new Map(
  project('BOARD_THICKNESS').factor!.rows.map((row) => [D(row.value).toFixed(), D(row.price)]),
);
const MASK_PRICE = factorTable('SOLDER_MASK');
const TIERS = new Map<number, { tier: string; max: Decimal; price: Decimal; days: number }[]>();
for (const row of demoPriceBook.basePrices) {
  const list = TIERS.get(row.layers) ?? [];
  list.push({ tier: row.tier, max: D(row.maxAreaM2), price: D(row.pricePerM2), days: row.deliveryDays });
  TIERS.set(
    row.layers,
    list.sort((a, b) => a.max.comparedTo(b.max)),
  );
}
const [ZERO, ONE, HUNDRED] = [D(0), D(1), D(100)];
const rate = (percent: string) => D(percent).dividedBy(HUNDRED);
const FACTORS = {
  scrap: ONE.plus(rate(demoPriceBook.terms.scrapRatePercent)),
  margin: ONE.minus(rate(demoPriceBook.terms.grossMarginPercent)),
  business: ONE.plus(rate(demoPriceBook.terms.businessRatePercent)),
  tax: ONE.plus(rate(demoPriceBook.terms.taxRatePercent)),
};
const EXCHANGE = D(demoPriceBook.exchangeRate);
const max = (a: Decimal, b: Decimal) => (a.greaterThan(b) ? a : b);
const cents = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

interface Answer {
  total: string;
  perPcs: string;
  perM2: string;
  perFt2: string;
  totalOriginal: string;
  deliveryDays: number;
  lines: string[];
}

/** The formulas' part, as the hand-written floor and the mathjs pipeline compute it. */
interface Formulas {
  areaPerPcs: (v: Values) => Decimal;
  projects: (v: Values, area: Decimal, tier: string) => Decimal[];
}

const handProjects: Formulas['projects'] = (v, area, tier) => {
  const layers = D(v.LAYERS!);
  const finishPrice = FINISH_PRICE.get(String(v.FINISH)) ?? ZERO;
  const copper = D(v.COPPER_OZ!);
  const maskPrice = MASK_PRICE.get(String(v.MASK_COLOR)) ?? MASK_PRICE.get('*')!;
  return [
    tier === 'large' ? ZERO : ENG_FEE.get(Number(v.LAYERS))!,
    tier === 'sample' ? D(50) : tier === 'large' ? D(600).plus(area.times(5)) : max(D(100), area.times(40)),
    finishPrice.isZero() ? ZERO : max(finishPrice.times(area), D(50)),
    (THICK_PRICE.get(D(v.THICKNESS_MM!).toFixed()) ?? ZERO).times(area),
    copper.lessThanOrEqualTo(1) ? ZERO : copper.minus(1).times(90).times(area).times(Decimal.min(layers, 2)),
    maskPrice.isZero() ? ZERO : max(D(20), maskPrice.times(area)),
    D(v.GOLD_FINGER!).equals(1) ? max(D(80), area.times(150)) : ZERO,
    v.LEAD_TIME === 'fastest' ? D(40) : ZERO,
  ];
};

/** The pipeline around the projects, the same for the floor and for mathjs. */
function pipeline(v: Values, formulas: Formulas): Answer {
  const qty = D(v.QTY!);
  const area = formulas.areaPerPcs(v).times(qty);
  const areaFt2 = area.dividedBy(M2_PER_FT2);
  const tier = TIERS.get(Number(v.LAYERS))!.find((t) => area.lessThanOrEqualTo(t.max));
  if (tier === undefined) throw new Error('beyond tiers');
  const base = area.times(tier.price);
  const [eng, test, finish, thickness, copper, mask, gold, expeditePercent] = formulas.projects(
    v,
    area,
    tier.tier,
  ) as Decimal[];
  let running = base;
  const lines = [base];
  for (const amount of [eng!, test!, finish!, thickness!, copper!, mask!, gold!]) {
    lines.push(amount);
    running = running.plus(amount);
  }
  const expedite = running.times(expeditePercent!).dividedBy(HUNDRED);
  lines.push(expedite);
  running = running.plus(expedite);
  const afterScrap = running.times(FACTORS.scrap);
  const afterMargin = afterScrap.dividedBy(FACTORS.margin);
  const afterBusiness = afterMargin.times(FACTORS.business);
  const afterTax = afterBusiness.times(FACTORS.tax);
  lines.push(
    afterScrap.minus(running),
    afterMargin.minus(afterScrap),
    afterBusiness.minus(afterMargin),
    afterTax.minus(afterBusiness),
  );
  // One rounding rule: each line half-up to the cent, the total their sum.
  const rounded = lines.map(cents);
  const total = rounded.reduce((sum, line) => sum.plus(line), ZERO);
  const days = tier.days + (copper!.isZero() ? 0 : 1) + (gold!.isZero() ? 0 : 1) - (expedite.isZero() ? 0 : 2);
  return {
    total: total.toFixed(2),
    perPcs: total.dividedBy(qty).toFixed(4, Decimal.ROUND_HALF_UP),
    perM2: total.dividedBy(area).toFixed(4, Decimal.ROUND_HALF_UP),
    perFt2: total.dividedBy(areaFt2).toFixed(4, Decimal.ROUND_HALF_UP),
    totalOriginal: cents(total.dividedBy(EXCHANGE)).toFixed(2),
    deliveryDays: Math.max(1, days),
    lines: rounded.map((line) => line.toFixed(2)),
  };
}

// --- mathjs: the same formulas, parsed and evaluated by mathjs on every call ------------------

const math = create(all!, { number: 'BigNumber', precision: 34 });
const big = (value: Decimal | string | number) => math.bignumber(String(value));
/** Our syntax in mathjs's: text comparisons through equalText, `=` as `==`, IF/MAX/MIN as scope functions. */
const toMathjs = (formula: string) =>
  formula
    .replace(/(\w+) = ("[^"]*")/g, 'equalText($1, $2)')
    .replace(/ = /g, ' == ')
    .replace(/<==/g, '<=');
const MATHJS = demoPriceBook.projects.map((p) => toMathjs(p.formula));
const AREA_FORMULA = toMathjs(demoPriceBook.parameters.find((p) => p.code === 'AREA_PCS_M2')!.formula!);
const helpers = {
  IF: (condition: unknown, then: unknown, otherwise: unknown) => (condition ? then : otherwise),
  MAX: (...values: unknown[]) => math.max(...(values as number[])),
  MIN: (...values: unknown[]) => math.min(...(values as number[])),
};

const mathjsScope = (v: Values) => {
  const scope = new Map<string, unknown>(Object.entries(helpers));
  for (const [code, value] of Object.entries(v))
    scope.set(code, typeof value === 'number' || /^[\d.]+$/.test(value) ? big(value) : value);
  return scope;
};

const mathjsProjects: Formulas['projects'] = (v, area, tier) => {
  const scope = mathjsScope(v);
  scope.set('AREA_M2', big(area));
  scope.set('BATCH_TIER', tier);
  scope.set('ENG_FEE', big(ENG_FEE.get(Number(v.LAYERS))!));
  scope.set('FINISH_PRICE', big(FINISH_PRICE.get(String(v.FINISH)) ?? 0));
  scope.set('THICK_PRICE', big(THICK_PRICE.get(D(v.THICKNESS_MM!).toFixed()) ?? 0));
  scope.set('MASK_PRICE', big(MASK_PRICE.get(String(v.MASK_COLOR)) ?? MASK_PRICE.get('*')!));
  return MATHJS.map((expression) => D(String(math.evaluate(expression, scope))));
};

const hand: Formulas = {
  areaPerPcs: (v) => D(v.WIDTH_MM!).times(D(v.HEIGHT_MM!)).dividedBy(1000000),
  projects: handProjects,
};
const viaMathjs: Formulas = {
  areaPerPcs: (v) => D(String(math.evaluate(AREA_FORMULA, mathjsScope(v)))),
  projects: mathjsProjects,
};

// --- measuring ------------------------------------------------------------------------------

/** CPU time of this process in ms: the clock of "one core", blind to other processes on a busy machine. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Calls per CPU-second of each case: the median of ROUNDS rounds of ROUND_MS of CPU time each,
 * after a warm-up round. Rounds are interleaved (A, B, C, then A, B, C again), so what is left of
 * a busy machine's noise (caches, frequency) touches every case alike.
 */
function perSecond(cases: Record<string, (index: number) => unknown>): Record<string, number> {
  const rates: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
  for (let round = 0; round <= ROUNDS; round += 1) {
    for (const [name, run] of Object.entries(cases)) {
      let calls = 0;
      const started = cpuMs();
      while (cpuMs() - started < ROUND_MS) {
        for (let i = 0; i < 20; i += 1) run(calls++);
      }
      if (round > 0) rates[name]!.push((calls * 1000) / (cpuMs() - started));
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return Object.fromEntries(Object.entries(rates).map(([name, values]) => [name, median(values)]));
}

const compiled = compilePriceBook(demoPriceBook);
if (!compiled.ok) throw new Error(`the demo book does not compile: ${JSON.stringify(compiled.errors)}`);
const book = compiled.book;
const inputs = boards(4000).filter((values) => {
  const request: EstimateRequest = { productNumber: DEMO_PRODUCT, values, pricedOn: '2026-01-15' };
  return estimatePrice(book, request).ok;
});
const requests = inputs.map((values): EstimateRequest => ({
  productNumber: DEMO_PRODUCT,
  values,
  pricedOn: '2026-01-15',
}));

// The three must agree to the cent on every board before their speeds mean anything.
let disagreements = 0;
for (const [index, values] of inputs.entries()) {
  const ours = estimatePrice(book, requests[index]!);
  if (!ours.ok) throw new Error('refused');
  const byHand = pipeline(values, hand);
  const byMathjs = pipeline(values, viaMathjs);
  const same = (answer: Answer) =>
    answer.total === ours.estimate.total &&
    answer.perPcs === ours.estimate.perPcs &&
    answer.perM2 === ours.estimate.perM2 &&
    answer.perFt2 === ours.estimate.perFt2 &&
    answer.totalOriginal === ours.estimate.totalOriginal &&
    answer.deliveryDays === ours.estimate.deliveryDays &&
    answer.lines.join() === ours.estimate.lines.map((line) => line.amount).join();
  if (!same(byHand) || !same(byMathjs)) disagreements += 1;
}
if (disagreements > 0) throw new Error(`${disagreements} boards priced differently`);

const n = inputs.length;
const estimates = perSecond({
  engine: (i) => estimatePrice(book, requests[i % n]!),
  floor: (i) => pipeline(inputs[i % n]!, hand),
  mathjs: (i) => pipeline(inputs[i % n]!, viaMathjs),
});
const { engine, floor, mathjs: mathjsEngine } = estimates as Record<'engine' | 'floor' | 'mathjs', number>;

// The formulas alone, on one scope: compiled once (ours), parsed each call (mathjs evaluate), compiled once (mathjs).
const scope = new Map<string, FormulaValue>([
  ['LAYERS', D(4)],
  ['QTY', D(100)],
  ['AREA_M2', D('0.8')],
  ['BATCH_TIER', 'small'],
  ['ENG_FEE', D(200)],
  ['FINISH_PRICE', D(120)],
  ['THICK_PRICE', D(0)],
  ['COPPER_OZ', D(2)],
  ['MASK_PRICE', D(25)],
  ['GOLD_FINGER', D(1)],
  ['LEAD_TIME', 'fastest'],
  ['WIDTH_MM', D('123.45')],
  ['HEIGHT_MM', D('67.8')],
]);
const sources = [
  demoPriceBook.parameters.find((p) => p.code === 'AREA_PCS_M2')!.formula!,
  ...demoPriceBook.projects.map((p) => p.formula),
];
const ours = sources.map((source) => compileFormula(source, scope.keys()));
const mathjsSources = sources.map(toMathjs);
const mathScope = new Map<string, unknown>(Object.entries(helpers));
for (const [code, value] of scope) mathScope.set(code, typeof value === 'object' ? big(value) : value);
const mathCompiled = mathjsSources.map((expression) => math.compile(expression));
const formulas = perSecond({
  ours: () => ours.forEach((formula) => formula.evaluate(scope)),
  mathjs: () => mathjsSources.forEach((expression) => math.evaluate(expression, mathScope)),
  mathjsCompiled: () => mathCompiled.forEach((formula) => formula.evaluate(mathScope)),
});
const {
  ours: formulasOurs,
  mathjs: formulasMathjs,
  mathjsCompiled: formulasMathjsCompiled,
} = formulas as Record<'ours' | 'mathjs' | 'mathjsCompiled', number>;

const rows = [
  { case: 'estimate, PCB Union engine (demo book)', perSecond: engine, oursVs: 1 },
  { case: 'estimate, hand-written decimal.js (floor)', perSecond: floor, oursVs: engine / floor },
  { case: 'estimate, formulas by mathjs evaluate', perSecond: mathjsEngine, oursVs: engine / mathjsEngine },
  { case: `${ours.length} formulas, PCB Union compiled`, perSecond: formulasOurs, oursVs: 1 },
  {
    case: `${ours.length} formulas, mathjs evaluate`,
    perSecond: formulasMathjs,
    oursVs: formulasOurs / formulasMathjs,
  },
  {
    case: `${ours.length} formulas, mathjs compiled once`,
    perSecond: formulasMathjsCompiled,
    oursVs: formulasOurs / formulasMathjsCompiled,
  },
];
console.log(
  `Pricing engine, calls per CPU-second of one core, Node ${process.version}; ${n} varied boards, priced alike by all three to the cent.`,
);
console.table(
  rows.map((row) => ({
    case: row.case,
    'per second': Math.round(row.perSecond),
    'µs each': Number((1e6 / row.perSecond).toFixed(1)),
    'ours ÷ this (speed)': Number(row.oursVs.toFixed(2)),
  })),
);
console.log(
  `Formulas: ours ${(formulasOurs / formulasMathjs).toFixed(1)}× faster than mathjs evaluate (aim ≥ 10×), ` +
    `${(formulasOurs / formulasMathjsCompiled).toFixed(1)}× faster than mathjs compiled once.\n` +
    `Estimate: ours ${(floor / engine).toFixed(2)}× the time of the hand-written floor (aim ≤ 1.5×, issue 28; ` +
    `ours also writes every explanation, the parameters and the signature); ` +
    `${(engine / mathjsEngine).toFixed(1)}× faster than the ` +
    'same pipeline with mathjs evaluate, whose decimal arithmetic outside the formulas is shared.',
);

mkdirSync(resolve(here, 'results'), { recursive: true });
writeFileSync(
  resolve(here, 'results/pricing-engine.json'),
  `${JSON.stringify(
    {
      node: process.version,
      boards: n,
      roundMs: ROUND_MS,
      rounds: ROUNDS,
      estimatesPerSecond: {
        engine: Math.round(engine),
        handWrittenFloor: Math.round(floor),
        mathjsEvaluate: Math.round(mathjsEngine),
      },
      formulaSetsPerSecond: {
        engine: Math.round(formulasOurs),
        mathjsEvaluate: Math.round(formulasMathjs),
        mathjsCompiled: Math.round(formulasMathjsCompiled),
      },
      ratios: {
        floorOverEngine: Number((floor / engine).toFixed(2)),
        engineOverMathjsEvaluate: Number((engine / mathjsEngine).toFixed(2)),
        formulasOverMathjsEvaluate: Number((formulasOurs / formulasMathjs).toFixed(2)),
        formulasOverMathjsCompiled: Number((formulasOurs / formulasMathjsCompiled).toFixed(2)),
      },
    },
    null,
    2,
  )}\n`,
);
