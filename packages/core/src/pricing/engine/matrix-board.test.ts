import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCT, demoPriceBook } from '../demo-price-book.js';
import type { QuotationParameter } from '../model/parameter.js';
import type { PriceBook } from '../model/price-book.js';
import type { PricingProject } from '../model/project.js';
import { priced } from './expect-estimate.fixture.js';
import { type MatrixRequest, estimateMatrix } from './matrix.js';
import { compiled, expectCellsAsSingles, leadTime, quantityBand } from './matrix.fixture.js';
import { P, board, project, smallBook, smallParameters } from './small-book.fixture.js';

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

const terms = { scrapRatePercent: '3', grossMarginPercent: '15', businessRatePercent: '2', taxRatePercent: '13' };
const leadPrice = {
  code: 'LEAD_PRICE',
  parameter: 'LEAD_TIME',
  rows: [
    { value: 'fastest', price: '60' },
    { value: '3', price: '35.5' },
  ],
};
const bandPrice = { code: 'BAND_PRICE', parameter: 'QTY_BAND', rows: [{ value: '2', price: '9.99' }] };

/** A small book whose projects share at every level: the board, the row, the column and the cell. */
const sharedAtEveryLevel = smallBook({
  terms,
  parameters: [...smallParameters, leadTime, quantityBand],
  projects: [
    project({ code: 'SETUP', formula: 'IF(FINISH = "ENIG", 120, 80)', deliveryDays: 1, sortNumber: 10 }),
    project({ code: 'AREA_FEE', formula: 'MAX(20, AREA_M2 * 37.5)', sortNumber: 20 }),
    project({ code: 'HANDLING', formula: '5', pricingMode: 'percentage', sortNumber: 30 }),
    project({ code: 'BAND_FEE', formula: 'BAND_PRICE * 10', factor: bandPrice, sortNumber: 40 }),
    project({ code: 'RUSH', formula: 'LEAD_PRICE', factor: leadPrice, deliveryDays: -2, sortNumber: 50 }),
    project({
      code: 'LEAD_SHARE',
      formula: 'IF(LEAD_TIME = "3", 30, IF(LEAD_TIME = "5", 15, 0))',
      pricingMode: 'percentage',
      extraAddition: '3.333',
      deliveryDays: -1,
      taxRatePercent: '9',
      sortNumber: 60,
    }),
    project({ code: 'RUSH_PACKING', formula: 'RUSH / 3 + SETUP / 7', exchangeRate: '1.1', sortNumber: 70 }),
    project({ code: 'INSURANCE', formula: '1.5', pricingMode: 'percentage', sortNumber: 80 }),
  ],
});

/** 0.01 m² a piece: the large tier ends at 100 m², 10 000 pieces. */
const smallBoards: Array<MatrixRequest['values']> = [
  { LAYERS: 2, WIDTH_MM: 100, HEIGHT_MM: 100 },
  { LAYERS: 4, WIDTH_MM: '123.45', HEIGHT_MM: '67.89', FINISH: 'ENIG' },
  { LAYERS: 2, WIDTH_MM: '7.77', HEIGHT_MM: '33.3', FINISH: 'ENEPIG' },
];
const smallQuantities = ['1', '7', '99', '100', '101', '250', '2000', '9999', '10000', '10001', '0', '2.5', ''];

describe('a matrix of a book sharing at every level', () => {
  const request = { productNumber: P, quantities: smallQuantities, pricedOn: '2026-03-01' };

  it('gives every cell the single estimate: fixed fee, area fee, percentages before and after the lead time', () => {
    for (const values of smallBoards) expectCellsAsSingles(sharedAtEveryLevel, { ...request, values });
  });

  it('does so for a quantity past the last tier, which the engine refuses in every column', () => {
    const rows = estimateMatrix(compiled(sharedAtEveryLevel), {
      ...request,
      values: smallBoards[0]!,
      quantities: ['10000', '10001'],
      leadTimes: ['standard', 'fastest'],
    });
    expect(rows[0]!.cells.every((cell) => cell.total !== null)).toBe(true);
    expect(rows[1]!.cells.map((cell) => cell.errors?.[0]?.key)).toEqual([
      'estimate.areaBeyondTiers',
      'estimate.areaBeyondTiers',
    ]);
  });

  it('rounds a line that lands on half a cent as the estimate rounds it', () => {
    // 0.01 m² at 500/m²: 5.00; 0.1% of it is 0.005, and the scrap step's 0.1% of 5.005 is 0.005005.
    const book = smallBook({
      terms: { ...terms, scrapRatePercent: '0.1' },
      parameters: [...smallParameters, leadTime],
      projects: [
        project({ code: 'NONE', formula: '0', sortNumber: 10 }),
        project({
          code: 'RUSH',
          formula: 'IF(LEAD_TIME = "fastest", 0.1, 0)',
          pricingMode: 'percentage',
          sortNumber: 20,
        }),
      ],
    });
    expectCellsAsSingles(book, { ...request, quantities: ['1', '2', '3'], values: smallBoards[0]! });
    const [row] = estimateMatrix(compiled(book), {
      ...request,
      quantities: ['1'],
      values: smallBoards[0]!,
      leadTimes: ['fastest'],
    });
    expect(row!.cells[0]!.total).toBe(priced(book, board({ QTY: 1, LEAD_TIME: 'fastest' })).total);
  });
});
