import { BATCH_TIERS, type ProductBasePrice } from '../model/product.js';
import type { PriceBook } from '../model/price-book.js';
import type { PricingProject } from '../model/project.js';
import { demoPriceBook } from '../demo-price-book.js';
import { DEMO_PRODUCT } from './base-prices.js';
import { demoProjects } from './projects.js';

/**
 * The two other factories of the demo (issue 29 "every factory side by side"), beside the demo factory's own book
 * (demoPriceBook, CNY, a volume shop): a prototype shop, cheap for a few boards and dear in volume, fast, coarse;
 * an HDI specialist, dear, slower, the only one whose table takes 0.075 mm trace. Each prices in its own currency;
 * all give the total in USD too, so a comparison can rank them.
 */
type Layered = ReadonlyArray<readonly [layers: number, prices: readonly number[], days: readonly number[]]>;

const TIER_MAX_AREA_M2 = ['1', '5', '30', '1000'] as const;

function basePrices(table: Layered): ProductBasePrice[] {
  return table.flatMap(([layers, prices, days]) =>
    BATCH_TIERS.map((tier, index) => ({
      productNumber: DEMO_PRODUCT,
      layers,
      tier,
      maxAreaM2: TIER_MAX_AREA_M2[index]!,
      pricePerM2: String(prices[index]),
      deliveryDays: days[index] ?? 0,
    })),
  );
}

/**
 * The demo factory's projects in another currency: every factor row's price times `rate` (to the cent), and the
 * formulas that hold amounts of their own rewritten by the caller.
 */
function projectsIn(rate: number, formulas: Readonly<Record<string, string>>): PricingProject[] {
  return demoProjects.map((project) => ({
    ...project,
    formula: formulas[project.code] ?? project.formula,
    ...(project.factor && {
      factor: {
        ...project.factor,
        rows: project.factor.rows.map((row) => ({ ...row, price: (Number(row.price) * rate).toFixed(2) })),
      },
    }),
  }));
}

function bookOf(
  given: Pick<PriceBook, 'merchant' | 'currency' | 'exchangeRate' | 'projects' | 'basePrices'>,
): PriceBook {
  return {
    ...demoPriceBook,
    ...given,
    originalCurrency: 'USD',
    bindings: given.projects.map((project) => ({ productNumber: DEMO_PRODUCT, projectCode: project.code })),
  };
}

/** Swift Proto: USD per m² for 1–8 layers; sample boards at cost, volume dear; 2 to 9 days. */
export const prototypeShopBook: PriceBook = bookOf({
  merchant: 'SWIFT-PROTO',
  currency: 'USD',
  exchangeRate: '1',
  basePrices: basePrices([
    [1, [40, 52, 58, 62], [2, 4, 6, 9]],
    [2, [48, 60, 66, 70], [2, 4, 6, 9]],
    [4, [105, 125, 135, 140], [4, 6, 8, 11]],
    [6, [170, 195, 210, 220], [5, 7, 9, 12]],
    [8, [240, 270, 290, 300], [6, 8, 10, 13]],
  ]),
  projects: projectsIn(0.05, {
    E_TEST: 'IF(BATCH_TIER = "sample", 0, MAX(12, AREA_M2 * 6))',
    SURFACE_FINISH: 'IF(FINISH_PRICE = 0, 0, MAX(FINISH_PRICE * AREA_M2, 5))',
    COPPER_WEIGHT: 'IF(COPPER_OZ <= 1, 0, (COPPER_OZ - 1) * 14 * AREA_M2 * MIN(LAYERS, 2))',
    SOLDER_MASK: 'IF(MASK_PRICE = 0, 0, MAX(3, MASK_PRICE * AREA_M2))',
    GOLD_FINGERS: 'IF(GOLD_FINGER = 1, MAX(12, AREA_M2 * 24), 0)',
    EXPEDITE: 'IF(LEAD_TIME = "fastest", 30, 0)',
  }),
});

/** Precision HDI: EUR per m² for 2–20 layers, about twice the volume shop; 6 to 20 days. */
export const hdiSpecialistBook: PriceBook = bookOf({
  merchant: 'PRECISION-HDI',
  currency: 'EUR',
  exchangeRate: '0.92',
  basePrices: basePrices([
    [2, [190, 150, 125, 110], [6, 8, 10, 12]],
    [4, [330, 270, 230, 200], [7, 9, 11, 14]],
    [6, [470, 390, 335, 295], [8, 10, 12, 15]],
    [8, [640, 530, 455, 400], [8, 10, 13, 16]],
    [10, [810, 670, 580, 510], [9, 11, 14, 17]],
    [12, [1000, 830, 720, 640], [9, 12, 15, 18]],
    [14, [1200, 1000, 870, 770], [10, 13, 16, 19]],
    [16, [1420, 1180, 1030, 920], [10, 13, 16, 19]],
    [18, [1640, 1370, 1190, 1060], [11, 14, 17, 20]],
    [20, [1870, 1560, 1360, 1220], [11, 14, 17, 20]],
  ]),
  projects: projectsIn(0.3, {
    E_TEST: 'IF(BATCH_TIER = "sample", 25, MAX(40, AREA_M2 * 9))',
    SURFACE_FINISH: 'IF(FINISH_PRICE = 0, 0, MAX(FINISH_PRICE * AREA_M2, 15))',
    COPPER_WEIGHT: 'IF(COPPER_OZ <= 1, 0, (COPPER_OZ - 1) * 27 * AREA_M2 * MIN(LAYERS, 2))',
    SOLDER_MASK: 'IF(MASK_PRICE = 0, 0, MAX(6, MASK_PRICE * AREA_M2))',
    GOLD_FINGERS: 'IF(GOLD_FINGER = 1, MAX(25, AREA_M2 * 45), 0)',
    EXPEDITE: 'IF(LEAD_TIME = "fastest", 50, 0)',
  }),
});
