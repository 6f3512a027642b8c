import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCT, demoPriceBook } from '../demo-price-book.js';
import type { QuotationParameter } from '../model/parameter.js';
import type { PriceBook } from '../model/price-book.js';
import type { PricingProject } from '../model/project.js';
import { compilePriceBook } from './compile-book.js';
import type { CompiledPriceBook } from './compiled-book.js';
import { estimatePrice } from './estimate.js';
import { type MatrixRequest, estimateMatrix, leadTimeOptions } from './matrix.js';

const compiled = (book: PriceBook): CompiledPriceBook => {
  const result = compilePriceBook(book);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.book;
};

const leadTimeList = (...values: string[]) => values.map((value) => ({ value }));

/** The demo book with day-count lead times priced by a factor on LEAD_TIME, as the matrix bench prices them. */
const dayCounts: PriceBook = {
  ...demoPriceBook,
  parameters: demoPriceBook.parameters.map((p) =>
    p.code === 'LEAD_TIME' ? { ...p, valueList: leadTimeList('standard', 'fastest', '5', '3') } : p,
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
      extraAddition: '3.333',
      deliveryDays: -1,
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

const bandParameter: QuotationParameter = {
  code: 'QTY_BAND',
  name: 'Quantity band',
  category: 'Order',
  level: 'merchant',
  dataType: 'number',
  kind: 'derived',
  entryMode: 'entry',
  status: 'valid',
  mustFill: false,
  keyValue: false,
  formula: 'IF(QTY > 100, 2, 1)',
};

/** Own rates, a conversion, a derived value that reads the quantity, a project out of its validity period. */
const varied: PriceBook = {
  ...dayCounts,
  parameters: [...dayCounts.parameters, bandParameter],
  projects: dayCounts.projects.map((project): PricingProject => {
    if (project.code === 'E_TEST') return { ...project, exchangeRate: '1.1', extraAddition: '2.5' };
    if (project.code === 'GOLD_FINGERS') return { ...project, taxRatePercent: '9', scrapRatePercent: '5' };
    if (project.code === 'SOLDER_MASK') return { ...project, formula: 'MAX(20, MASK_PRICE * AREA_M2) * QTY_BAND' };
    if (project.code === 'BOARD_THICKNESS') return { ...project, validTo: '2026-01-01' };
    return project;
  }),
};

/** A derived value that reads the lead time: every cell is priced alone. */
const leadReadByDerived: PriceBook = {
  ...dayCounts,
  parameters: [...dayCounts.parameters, { ...bandParameter, code: 'RUSH', formula: 'IF(LEAD_TIME = "fastest", 1, 0)' }],
};

const boards: Array<MatrixRequest['values']> = [
  { LAYERS: 2, WIDTH_MM: '100', HEIGHT_MM: '80' },
  { LAYERS: 4, WIDTH_MM: '123.45', HEIGHT_MM: '67.8', FINISH: 'ENIG', COPPER_OZ: 2, GOLD_FINGER: 1 },
  { LAYERS: 8, WIDTH_MM: '250', HEIGHT_MM: '199.99', FINISH: 'IMM_AG', MASK_COLOR: 'BLACK', PCS_PER_PNL: 4 },
  { LAYERS: 1, WIDTH_MM: '12.3', HEIGHT_MM: '45.6', THICKNESS_MM: '0.8', MASK_COLOR: 'MATTE_BLACK' },
  { LAYERS: 20, WIDTH_MM: '600', HEIGHT_MM: '600', FINISH: 'ENEPIG', COPPER_OZ: 3 },
  { LAYERS: 6, WIDTH_MM: '3', HEIGHT_MM: '50' },
  { WIDTH_MM: '80', HEIGHT_MM: '80', NOT_A_CODE: 'x' },
];
const quantities = ['1', '5', '10', '20', '50', '100', '500', '1000', '5000', '100000', '1000000', '0', '2.5', ''];

/** Every cell of the matrix against the single estimate of its values. */
function expectCellsAsSingles(book: PriceBook, request: Omit<MatrixRequest, 'leadTimes'>): void {
  const compiledBook = compiled(book);
  const leadTimes = [...leadTimeOptions(book), '7'];
  const rows = estimateMatrix(compiledBook, { ...request, leadTimes });
  rows.forEach((row, r) => {
    expect(row.qty).toBe(request.quantities[r]);
    row.cells.forEach((cell, c) => {
      const single = estimatePrice(compiledBook, {
        productNumber: request.productNumber,
        values: { ...request.values, QTY: row.qty, LEAD_TIME: leadTimes[c] },
        cam: request.cam,
        pricedOn: request.pricedOn,
      });
      const { total, perPcs, deliveryDays, batchTier } = single.ok
        ? single.estimate
        : { total: null, perPcs: null, deliveryDays: null, batchTier: null };
      const errors = single.ok ? {} : { errors: single.errors };
      expect(cell).toEqual({ leadTime: leadTimes[c], total, perPcs, deliveryDays, batchTier, ...errors });
    });
  });
}

describe('a matrix priced with shared work', () => {
  const request = { productNumber: DEMO_PRODUCT, quantities, pricedOn: '2026-11-25' };

  it('gives every cell of the demo book the single estimate of its values, across boards', () => {
    for (const values of boards) expectCellsAsSingles(demoPriceBook, { ...request, values });
  });

  it('does so with day-count lead times priced by a factor, and with CAM values', () => {
    const cam = { copperLayers: 4, widthMm: 77.7 };
    for (const values of boards) expectCellsAsSingles(dayCounts, { ...request, values, cam });
  });

  it('does so with own rates, conversions, a derived value of the quantity and a project out of date', () => {
    for (const values of boards) expectCellsAsSingles(varied, { ...request, values });
    for (const values of boards) expectCellsAsSingles(varied, { ...request, values, pricedOn: '2025-06-01' });
  });

  it('does so when a derived value reads the lead time, or the product is unknown', () => {
    for (const values of boards.slice(0, 3)) expectCellsAsSingles(leadReadByDerived, { ...request, values });
    expectCellsAsSingles(demoPriceBook, { ...request, productNumber: 'NO-SUCH', values: boards[0]! });
  });
});
