import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal, ZERO } from '../../money/decimal.js';
import type { FormulaValue } from '../formula/values.js';
import { LINE_CODES } from '../model/codes.js';
import type { PriceBook } from '../model/price-book.js';
import type { CompiledPriceBook } from './compiled-book.js';
import type { PricingProject } from '../model/project.js';
import { CellScratch, exactCell, exactRowOf } from './matrix-exact-cell.js';
import { type CellCents, LineTally, addProjectLines } from './matrix-lines.js';
import { planProjects } from './matrix-plan.js';
import { compiled, expectCellsAsSingles, leadTime } from './matrix.fixture.js';
import { P, project, smallBook, smallParameters } from './small-book.fixture.js';

const terms = { scrapRatePercent: '3', grossMarginPercent: '15', businessRatePercent: '2', taxRatePercent: '13' };
const LEAD_TIMES = ['standard', 'fastest', '5', '3'];

/** Projects that read the lead time, so a matrix prices them in every cell. */
const rush = (formula: string, change: Partial<PricingProject> = {}) =>
  project({ code: 'RUSH', formula, pricingMode: 'percentage', deliveryDays: -2, sortNumber: 10, ...change });
const leadFee = project({ code: 'LEAD_FEE', formula: 'IF(LEAD_TIME = "5", 12.345, 0)', sortNumber: 20 });
const leadShare = project({
  code: 'LEAD_SHARE',
  formula: 'IF(LEAD_TIME = "3", 30, 0)',
  pricingMode: 'percentage',
  extraAddition: '3.333',
  taxRatePercent: '9',
  sortNumber: 30,
});

/**
 * A cell of a row whose lines come to `base`, worked out both ways: in scaled decimals (undefined where that path
 * does not apply) and in decimals, as the board works out a cell it cannot scale.
 */
function bothWays(
  book: CompiledPriceBook,
  base: string,
  lead: string,
): { exact: CellCents | undefined; decimals: CellCents } {
  const { bookRates } = book;
  const plan = planProjects(book.products.get(P)!.projects, '2026-03-01', new Set(['QTY']), 'LEAD_TIME');
  const scope = new Map<string, FormulaValue>([['LEAD_TIME', lead]]);
  for (const code of book.projectCodes) scope.set(code, ZERO);
  const tally = LineTally.ofBase(LINE_CODES.base, new Decimal(base), bookRates, 5);
  expect(addProjectLines(plan.row, tally, scope, '', bookRates)).toBe(true);
  const row = exactRowOf(tally, bookRates)!;
  const context = { row, projects: plan.column, scope, rowRunning: tally.running, bookRates };
  const exact = exactCell({ ...context, scratch: new CellScratch() }, lead);
  const next = tally.next();
  expect(addProjectLines(plan.column, next, scope, lead, bookRates)).toBe(true);
  return { exact, decimals: next.withSteps(bookRates) };
}

function expectExactAsDecimals(book: CompiledPriceBook, base: string): void {
  for (const lead of LEAD_TIMES) {
    const { exact, decimals } = bothWays(book, base, lead);
    expect(exact).toEqual(decimals);
  }
}

/** A fixed fee first (a book starts with an amount), then the projects. */
const smallBookOf = (projects: PricingProject[], change: Partial<PriceBook> = {}, setup = '0') =>
  smallBook({
    terms,
    parameters: [...smallParameters, leadTime],
    projects: [project({ code: 'SETUP', formula: setup, sortNumber: 1 }), ...projects],
    ...change,
  });
const bookOf = (projects: PricingProject[], change: Partial<PriceBook> = {}) => compiled(smallBookOf(projects, change));

describe('a matrix cell in scaled decimals', () => {
  it('adds percentages, an amount, an extra addition, own rates and the four steps as the decimals do', () => {
    const book = bookOf([rush('IF(LEAD_TIME = "fastest", 40, IF(LEAD_TIME = "3", 33.3, 0))'), leadFee, leadShare]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 12 }), fc.integer({ min: 0, max: 10 }), (units, places) => {
        expectExactAsDecimals(book, new Decimal(units).dividedBy(10 ** places).toFixed());
      }),
      { numRuns: 200 },
    );
  });

  it('rounds a line that lands exactly on half a cent up, as the decimals do', () => {
    // 10% of 0.05 is 0.005; the scrap step's 10% of 0.055 is 0.0055; 0.0049999… stays below.
    const book = bookOf([rush('IF(LEAD_TIME = "fastest", 10, 0)')], {
      terms: { scrapRatePercent: '10', grossMarginPercent: '0', businessRatePercent: '0', taxRatePercent: '0' },
    });
    expect(bothWays(book, '0.05', 'fastest').exact).toEqual({ cents: 5 + 1 + 1, days: 3 });
    expect(bothWays(book, '0.05', 'standard').exact).toEqual({ cents: 5 + 1, days: 5 });
    for (const base of ['0.05', '0.15', '0.0499999999999999999999999999999', '-0.05', '2.5']) {
      expectExactAsDecimals(book, base);
    }
  });

  it('follows negative amounts, rounding their half cents away from zero', () => {
    const book = bookOf([rush('IF(LEAD_TIME = "fastest", -40, IF(LEAD_TIME = "3", 33.3, 0))'), leadFee, leadShare]);
    for (const base of ['-1234.5678', '-0.05', '-0.0125', '-99999999.99999999']) expectExactAsDecimals(book, base);
    expect(bothWays(book, '-0.05', 'standard').exact?.cents).toBeLessThan(0);
  });

  it('keeps every digit of amounts and percents of many decimal places', () => {
    const book = bookOf(
      [rush('IF(LEAD_TIME = "fastest", 33.33333333333333333333333333333333, 12.3456789)'), leadFee, leadShare],
      { terms: { ...terms, scrapRatePercent: '3.123456', taxRatePercent: '13.000001' } },
    );
    for (const base of ['1234.5678901234567890123456789012', '0.000000000000000000001', '98765.4321']) {
      expectExactAsDecimals(book, base);
    }
  });

  it('gives no cents past 2^53 of them, where the board prices the cell in decimals', () => {
    const book = bookOf([rush('IF(LEAD_TIME = "fastest", 40, 0)')]);
    const { exact } = bothWays(book, '1e14', 'fastest');
    expect(exact?.cents).toBeNaN();
    expect(bothWays(book, '1e11', 'fastest').exact).toEqual(bothWays(book, '1e11', 'fastest').decimals);
  });

  it('leaves to the decimals a gross margin whose 1 − rate has more than 7 significant digits', () => {
    const book = bookOf([rush('IF(LEAD_TIME = "fastest", 40, 0)')], {
      terms: { ...terms, grossMarginPercent: '15.1234567' },
    });
    expect(bothWays(book, '1234.56', 'fastest').exact).toBeUndefined();
  });
});

describe('a matrix whose cells are worked out in scaled decimals', () => {
  const lines = [rush('IF(LEAD_TIME = "fastest", 0.1, IF(LEAD_TIME = "3", 33.3, 0))'), leadFee, leadShare];
  const request = {
    productNumber: P,
    values: { LAYERS: 2, WIDTH_MM: 100, HEIGHT_MM: 100 },
    quantities: ['1', '3', '7', '250', '9999'],
    pricedOn: '2026-03-01',
  };

  it('gives every cell the single estimate, half cents included', () => {
    // 0.01 m² at 500/m²: 5.00 a piece; 0.1% of 5.00 is 0.005, and the scrap step's 0.1% of 5.005 is 0.005005.
    const halfCents = { ...terms, scrapRatePercent: '0.1' };
    expectCellsAsSingles(smallBookOf(lines, { terms: halfCents }), request);
  });

  it('does so below zero, after a discount larger than the base price', () => {
    expectCellsAsSingles(smallBookOf(lines, {}, '-700.555'), request);
  });

  it('does so with rates, percents and amounts of many decimal places', () => {
    const precise = [
      rush('IF(LEAD_TIME = "fastest", 33.33333333333333333333333333333333, 0.000001)'),
      leadFee,
      leadShare,
    ];
    const rates = { scrapRatePercent: '3.123456', grossMarginPercent: '15.5', businessRatePercent: '0.000001' };
    expectCellsAsSingles(
      smallBookOf(precise, { terms: { ...terms, ...rates } }, '1.000000000000000000000000001'),
      request,
    );
  });

  it('does so past 2^53 cents and with a gross margin the scaled division does not take, in decimals', () => {
    expectCellsAsSingles(smallBookOf(lines, {}, '123456789012345.678'), request);
    expectCellsAsSingles(smallBookOf(lines, { terms: { ...terms, grossMarginPercent: '15.1234567' } }), request);
  });
});
