import { BATCH_TIERS, type BatchTier, type ProductBasePrice } from '../model/product.js';

export const DEMO_PRODUCT = 'FR4-RIGID';

/** Upper bound of the order's total area per tier, in m². Beyond the large tier: manual quotation. */
const TIER_MAX_AREA_M2: Readonly<Record<BatchTier, string>> = {
  sample: '1',
  small: '5',
  medium: '30',
  large: '1000',
};

/**
 * CNY per m² (sample, small, medium, large) and delivery days per tier, by layer count: rigid FR-4
 * at prices of the Chinese prototype and volume market. More layers cost more lamination, drilling
 * and registration; larger batches spread set-up over more panels.
 */
const TABLE: ReadonlyArray<readonly [layers: number, prices: readonly number[], days: readonly number[]]> = [
  [1, [450, 380, 300, 240], [3, 5, 7, 10]],
  [2, [600, 450, 360, 300], [3, 5, 7, 10]],
  [4, [1100, 850, 700, 580], [5, 7, 9, 12]],
  [6, [1600, 1250, 1050, 880], [6, 8, 10, 14]],
  [8, [2200, 1750, 1450, 1250], [6, 8, 10, 14]],
  [10, [2800, 2250, 1900, 1650], [8, 10, 12, 16]],
  [12, [3500, 2800, 2400, 2100], [8, 10, 12, 16]],
  [14, [4200, 3400, 2900, 2550], [10, 12, 15, 20]],
  [16, [5000, 4000, 3450, 3050], [10, 12, 15, 20]],
  [18, [5800, 4700, 4050, 3600], [10, 12, 15, 20]],
  [20, [6600, 5400, 4650, 4150], [10, 12, 15, 20]],
];

export const demoBasePrices: ProductBasePrice[] = TABLE.flatMap(([layers, prices, days]) =>
  BATCH_TIERS.map((tier, index) => ({
    productNumber: DEMO_PRODUCT,
    layers,
    tier,
    maxAreaM2: TIER_MAX_AREA_M2[tier],
    pricePerM2: String(prices[index]),
    deliveryDays: days[index] ?? 0,
  })),
);
