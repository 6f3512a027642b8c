import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { PriceBook } from '../model/price-book.js';
import type { ProjectFactor, PricingProject } from '../model/project.js';
import { compilePriceBook } from './compile-book.js';
import { expectCellsAsSingles, leadTime, quantityBand } from './matrix.fixture.js';
import { P, project, smallBook, smallParameters } from './small-book.fixture.js';

/** Amount formulas reading what a board, a row, a column or a cell changes; PREVIOUS is the project before. */
const AMOUNT_FORMULAS = [
  '80',
  '0',
  '12.345',
  'AREA_M2 * 37.5',
  'MAX(20, AREA_M2 * 40)',
  'AREA_FT2 * 3.3',
  'PNL_QTY * 0.07',
  'IF(BATCH_TIER = "sample", 30, 0)',
  'QTY_BAND * 7.77',
  'QTY * 0.013',
  'IF(FINISH = "ENIG", 45.5, 0)',
  'IF(LEAD_TIME = "fastest", 60, 0)',
  'IF(LEAD_TIME = "3", 25.25, IF(LEAD_TIME = "5", 12.5, 0))',
  'SUBTOTAL / 7',
  'FACTOR',
  'FACTOR * AREA_M2',
  'PREVIOUS * 0.3 + 1',
  'PREVIOUS + 2.5',
  'IF(PREVIOUS > 40, 10, 0)',
];
const PERCENT_FORMULAS = ['10', '33.3', '0', 'IF(LEAD_TIME = "fastest", 40, 0)', 'FACTOR', 'IF(QTY_BAND = 2, 5, 2.5)'];
const FACTORS: ReadonlyArray<Omit<ProjectFactor, 'code'>> = [
  {
    parameter: 'LEAD_TIME',
    rows: [
      { value: 'fastest', price: '25' },
      { value: '3', price: '40' },
      { value: '*', price: '5' },
    ],
  },
  {
    parameter: 'QTY_BAND',
    rows: [
      { value: '2', price: '9' },
      { value: '*', price: '3' },
    ],
  },
  { parameter: 'FINISH', rows: [{ value: 'ENIG', price: '12.5' }] },
  { parameter: 'LAYERS', rows: [{ value: '4', price: '20' }] },
];

const projectSpec = fc.record({
  percentage: fc.boolean(),
  formula: fc.integer({ min: 0, max: 10000 }),
  factor: fc.integer({ min: 0, max: FACTORS.length - 1 }),
  extraAddition: fc.constantFrom(undefined, '3.333'),
  exchangeRate: fc.constantFrom(undefined, '1.1'),
  taxRatePercent: fc.constantFrom(undefined, '9'),
  deliveryDays: fc.constantFrom(0, 1, -2),
  validTo: fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, fc.constant('2025-12-31')),
});

type ProjectSpec = typeof projectSpec extends fc.Arbitrary<infer T> ? T : never;

function projectOf(spec: ProjectSpec, index: number): PricingProject {
  const code = `P${index}`;
  // The first bound project must not be a percentage (the book would be refused).
  const percentage = spec.percentage && index > 0;
  const formulas = percentage ? PERCENT_FORMULAS : AMOUNT_FORMULAS;
  const formula = (formulas[spec.formula % formulas.length] as string).replace(
    'PREVIOUS',
    index > 0 ? `P${index - 1}` : '1',
  );
  const factor = formula.includes('FACTOR') ? { code: `F${index}`, ...FACTORS[spec.factor]! } : undefined;
  return project({
    code,
    formula: factor === undefined ? formula : formula.replace('FACTOR', factor.code),
    factor,
    pricingMode: percentage ? 'percentage' : 'amount',
    extraAddition: spec.extraAddition,
    exchangeRate: percentage ? undefined : spec.exchangeRate,
    taxRatePercent: spec.taxRatePercent,
    deliveryDays: spec.deliveryDays,
    validTo: spec.validTo,
    sortNumber: (index + 1) * 10,
  });
}

const termsSpec = fc.constantFrom(
  { scrapRatePercent: '0', grossMarginPercent: '0', businessRatePercent: '0', taxRatePercent: '0' },
  { scrapRatePercent: '3', grossMarginPercent: '15', businessRatePercent: '2', taxRatePercent: '13' },
  { scrapRatePercent: '3.3', grossMarginPercent: '17.5', businessRatePercent: '1.5', taxRatePercent: '6' },
);

const bookSpec = fc
  .tuple(termsSpec, fc.array(projectSpec, { minLength: 1, maxLength: 8 }))
  .map(([terms, specs]): PriceBook => {
    const projects = specs.map(projectOf);
    return smallBook({ terms, parameters: [...smallParameters, leadTime, quantityBand], projects });
  });

const boardSpec = fc.record({
  LAYERS: fc.constantFrom(2, 4),
  WIDTH_MM: fc.integer({ min: 500, max: 60000 }).map((n) => (n / 100).toFixed(2)),
  HEIGHT_MM: fc.integer({ min: 500, max: 60000 }).map((n) => (n / 100).toFixed(2)),
  FINISH: fc.constantFrom('HASL', 'ENIG'),
});

const quantitiesSpec = fc.subarray(['1', '3', '10', '99', '101', '500', '2500', '9999', '40000', '0', '1.5'], {
  minLength: 3,
  maxLength: 6,
});

describe('a matrix of any book', () => {
  it('gives every cell the single estimate of its values (property over random books, boards and quantities)', () => {
    fc.assert(
      fc.property(bookSpec, boardSpec, quantitiesSpec, (book, values, quantities) => {
        if (!compilePriceBook(book).ok) return;
        expectCellsAsSingles(book, { productNumber: P, values, quantities, pricedOn: '2026-03-01' });
      }),
      { numRuns: 100 },
    );
  }, 20_000);
});
