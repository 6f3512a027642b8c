import { Decimal, ONE, ZERO } from '../../money/decimal.js';
import type { FormulaValue } from '../formula/values.js';
import { type FieldError, fieldError } from '../model/field-error.js';
import type { BasePriceTier, CompiledPriceBook, CompiledProduct } from './compiled-book.js';
import { area, explain, money } from './explain.js';
import type { Explanation } from './types.js';

/** One square foot is exactly 0.09290304 m² (0.3048 m squared). */
export const M2_PER_FT2 = new Decimal('0.09290304');

/** The order's area, batch tier and base price: what every price of it needs. */
export interface OrderTier {
  layers: number;
  quantity: Decimal;
  areaPerPcsM2: Decimal;
  areaM2: Decimal;
  pcsPerPanel: Decimal;
  tier: BasePriceTier;
  basePrice: Decimal;
}

export interface OrderMeasure extends OrderTier {
  areaFt2: Decimal;
  /** PNL: delivery panels of `pcsPerPanel` pieces; a part-filled panel counts whole. */
  pnlQuantity: Decimal;
  basePriceText: string;
}

/** The measure as the answer writes it: areas with 6 decimals, quantities as plain decimals. */
export interface MeasureTexts {
  areaPerPcsM2: string;
  areaM2: string;
  areaFt2: string;
  quantity: string;
  pnlQuantity: string;
}

/**
 * Area per piece and in total (m², ft², PNL), then the batch tier: the first base price row of the
 * product and layer count whose upper bound the total area does not exceed (bounds are inclusive).
 */
export function measureOrder(
  book: CompiledPriceBook,
  product: CompiledProduct,
  scope: ReadonlyMap<string, FormulaValue>,
  errors: FieldError[],
): OrderMeasure | undefined {
  const order = orderTier(book, product, scope, errors);
  return order === undefined ? undefined : completeMeasure(order);
}

/** The order's area in m², batch tier and base price (measureOrder without the rest). */
export function orderTier(
  book: CompiledPriceBook,
  product: CompiledProduct,
  scope: ReadonlyMap<string, FormulaValue>,
  errors: FieldError[],
): OrderTier | undefined {
  const { roles } = book.book;
  const quantity = numberIn(scope, roles.quantity, ZERO);
  const areaPerPcsM2 = numberIn(scope, roles.areaPerPcsM2, ZERO);
  const pcsPerPanel = numberIn(scope, roles.pcsPerPanel, ONE);
  const layers = numberIn(scope, roles.layers, ZERO).toNumber();
  if (!quantity.greaterThan(ZERO)) errors.push(fieldError(roles.quantity, 'estimate.quantityNotPositive'));
  if (!areaPerPcsM2.greaterThan(ZERO)) errors.push(fieldError(roles.areaPerPcsM2, 'estimate.areaNotPositive'));
  if (!pcsPerPanel.greaterThan(ZERO)) {
    errors.push(
      fieldError(roles.pcsPerPanel ?? '', 'parameter.valueBelowMin', { name: roles.pcsPerPanel ?? '', min: 1 }),
    );
  }
  if (errors.length > 0) return undefined;

  const areaM2 = areaPerPcsM2.times(quantity);
  const productNumber = product.product.number;
  const tiers = product.tiers.get(layers);
  if (tiers === undefined || tiers.length === 0) {
    errors.push(fieldError(roles.layers, 'estimate.noBasePrice', { product: productNumber, layers }));
    return undefined;
  }
  const tier = tiers.find((candidate) => areaM2.lessThanOrEqualTo(candidate.maxAreaM2));
  if (tier === undefined) {
    const max = (tiers[tiers.length - 1] as BasePriceTier).text.maxAreaM2;
    errors.push(fieldError(roles.quantity, 'estimate.areaBeyondTiers', { area: area(areaM2), max }));
    return undefined;
  }
  const basePrice = areaM2.times(tier.pricePerM2);
  return { layers, quantity, areaPerPcsM2, areaM2, pcsPerPanel, tier, basePrice };
}

/** The rest of the measure: the area in ft², the panels and the base price as written. */
export function completeMeasure(order: OrderTier): OrderMeasure {
  const { layers, quantity, areaPerPcsM2, areaM2, pcsPerPanel, tier, basePrice } = order;
  // Written out rather than spread: the single estimate measures every board, and a spread copies slowly.
  return {
    layers,
    quantity,
    areaPerPcsM2,
    areaM2,
    areaFt2: areaM2.dividedBy(M2_PER_FT2),
    pcsPerPanel,
    pnlQuantity: panels(quantity, pcsPerPanel),
    tier,
    basePrice,
    basePriceText: money(basePrice),
  };
}

/**
 * The engine's variables formulas read: the order's areas, panels, batch tier and base price (AREA_FT2 and
 * PNL_QTY when measured: a matrix leaves them out where no formula reads them).
 */
export function setOrderVariables(scope: Map<string, FormulaValue>, measure: OrderTier & Partial<OrderMeasure>): void {
  scope.set('AREA_M2', measure.areaM2);
  if (measure.areaFt2 !== undefined) scope.set('AREA_FT2', measure.areaFt2);
  if (measure.pnlQuantity !== undefined) scope.set('PNL_QTY', measure.pnlQuantity);
  scope.set('BATCH_TIER', measure.tier.row.tier);
  scope.set('BASE_PRICE', measure.basePrice);
}

/** Whole panels: a part-filled one counts. ÷ 1 would only round to the working precision, so it is skipped within it. */
function panels(quantity: Decimal, pcsPerPanel: Decimal): Decimal {
  const pieces =
    pcsPerPanel.equals(ONE) && quantity.sd() <= Decimal.precision ? quantity : quantity.dividedBy(pcsPerPanel);
  return pieces.toDecimalPlaces(0, Decimal.ROUND_CEIL);
}

function numberIn(scope: ReadonlyMap<string, FormulaValue>, code: string | undefined, fallback: Decimal): Decimal {
  const value = code === undefined ? undefined : scope.get(code);
  return typeof value === 'object' ? value : fallback;
}

/** The area and batch tier steps of the explanation; returns the measure as the answer writes it. */
export function explainMeasure(measure: OrderMeasure, steps: Explanation[]): MeasureTexts {
  const text = {
    areaPerPcsM2: area(measure.areaPerPcsM2),
    areaM2: area(measure.areaM2),
    areaFt2: area(measure.areaFt2),
    quantity: measure.quantity.toFixed(),
    pnlQuantity: measure.pnlQuantity.toFixed(),
  };
  steps.push(
    explain('explain.area', {
      areaPerPcs: text.areaPerPcsM2,
      quantity: text.quantity,
      area: text.areaM2,
      areaFt2: text.areaFt2,
      pnl: text.pnlQuantity,
      pcsPerPanel: measure.pcsPerPanel.toFixed(),
    }),
    explain('explain.batchTier', {
      area: text.areaM2,
      tier: measure.tier.row.tier,
      maxArea: measure.tier.text.maxAreaM2,
      layers: measure.layers,
    }),
  );
  return text;
}

export function basePriceExplanation(measure: OrderMeasure, areaText: string): Explanation {
  return explain('explain.basePrice', {
    area: areaText,
    pricePerM2: measure.tier.text.pricePerM2,
    amount: measure.basePriceText,
  });
}
