import type { QuotationParameter } from '../model/parameter.js';
import type { PriceBook } from '../model/price-book.js';
import type { ProductBasePrice } from '../model/product.js';
import type { PricingProject } from '../model/project.js';

/**
 * A small book whose numbers are easy to follow by hand, for the engine's tests. Product P, 2 layers:
 * sample ≤ 1 m² at 500/m² (3 days), small ≤ 5 m² at 400 (5 days), medium ≤ 20 m² at 300 (7 days),
 * large ≤ 100 m² at 200 (9 days). 4 layers cost twice as much. All rates 0 unless a test sets them.
 */
export const P = 'P';

export function parameter(
  given: Pick<QuotationParameter, 'code' | 'dataType'> & Partial<QuotationParameter>,
): QuotationParameter {
  return {
    name: given.code,
    level: 'platform',
    kind: 'independent',
    entryMode: 'entry',
    status: 'valid',
    mustFill: false,
    keyValue: true,
    ...given,
  };
}

export function project(
  given: Pick<PricingProject, 'code' | 'formula' | 'sortNumber'> & Partial<PricingProject>,
): PricingProject {
  return {
    name: given.code,
    costCategory: 'specialFee',
    kind: 'independent',
    pricingMode: 'amount',
    ...given,
  };
}

export const smallParameters: QuotationParameter[] = [
  parameter({
    code: 'LAYERS',
    dataType: 'number',
    entryMode: 'tick',
    mustFill: true,
    valueList: [{ value: '2' }, { value: '4' }],
  }),
  parameter({ code: 'WIDTH_MM', dataType: 'number', mustFill: true, camField: 'widthMm' }),
  parameter({ code: 'HEIGHT_MM', dataType: 'number', mustFill: true, camField: 'heightMm' }),
  parameter({ code: 'QTY', dataType: 'number', mustFill: true, integerOnly: true, min: '1' }),
  parameter({
    code: 'FINISH',
    dataType: 'character',
    entryMode: 'tick',
    defaultValue: 'HASL',
    valueList: [{ value: 'HASL' }, { value: 'ENIG' }, { value: 'ENEPIG' }],
  }),
  parameter({
    code: 'AREA_PCS_M2',
    dataType: 'number',
    kind: 'derived',
    keyValue: false,
    formula: 'WIDTH_MM * HEIGHT_MM / 1000000',
  }),
];

const tier = (
  layers: number,
  t: ProductBasePrice['tier'],
  maxAreaM2: string,
  pricePerM2: string,
  deliveryDays: number,
) => ({
  productNumber: P,
  layers,
  tier: t,
  maxAreaM2,
  pricePerM2,
  deliveryDays,
});

export const smallBasePrices: ProductBasePrice[] = [
  tier(2, 'sample', '1', '500', 3),
  tier(2, 'small', '5', '400', 5),
  tier(2, 'medium', '20', '300', 7),
  tier(2, 'large', '100', '200', 9),
  tier(4, 'sample', '1', '1000', 4),
  tier(4, 'small', '5', '800', 6),
  tier(4, 'medium', '20', '600', 8),
  tier(4, 'large', '100', '400', 10),
];

export function smallBook(change: Partial<PriceBook> = {}): PriceBook {
  const projects = change.projects ?? [];
  return {
    merchant: 'TEST',
    currency: 'CNY',
    originalCurrency: 'USD',
    exchangeRate: '8',
    terms: { scrapRatePercent: '0', grossMarginPercent: '0', businessRatePercent: '0', taxRatePercent: '0' },
    roles: { layers: 'LAYERS', quantity: 'QTY', areaPerPcsM2: 'AREA_PCS_M2' },
    parameters: smallParameters,
    classifications: [
      {
        number: 'C',
        name: 'Boards',
        parentNumber: '0',
        status: 'valid',
        level: 'platform',
        serialNumber: 1,
        batchInterval: 4,
      },
    ],
    products: [{ number: P, name: 'Board', classificationNumber: 'C', status: 'valid' }],
    basePrices: smallBasePrices,
    bindings: projects.map((p) => ({ productNumber: P, projectCode: p.code })),
    ...change,
    projects,
  };
}

/** 2 layers, 100 × 100 mm: 0.01 m² per piece. */
export const board = (values: Record<string, string | number> = {}) => ({
  productNumber: P,
  values: { LAYERS: 2, WIDTH_MM: 100, HEIGHT_MM: 100, QTY: 10, ...values },
  pricedOn: '2026-03-01',
});
