import { Decimal, ONE, ZERO } from '../../money/decimal.js';
import type { FormulaValue } from '../formula/values.js';
import { type FieldError, fieldError } from '../model/field-error.js';
import type { BasePriceTier, CompiledPriceBook, CompiledProduct } from './compiled-book.js';
import { area, explain, money } from './explain.js';
import type { Explanation } from './types.js';

/** One square foot is exactly 0.09290304 m² (0.3048 m squared). */
export const M2_PER_FT2 = new Decimal('0.09290304');

export interface OrderMeasure {
  layers: number;
  quantity: Decimal;
  areaPerPcsM2: Decimal;
  areaM2: Decimal;
  areaFt2: Decimal;
  pcsPerPanel: Decimal;
  /** PNL: delivery panels of `pcsPerPanel` pieces; a part-filled panel counts whole. */
  pnlQuantity: Decimal;
  tier: BasePriceTier;
  basePrice: Decimal;
  basePriceText: string;
  /** The areas as the answer writes them (6 decimals), formatted once. */
  text: { areaPerPcsM2: string; areaM2: string; areaFt2: string };
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
  steps: Explanation[],
): OrderMeasure | undefined {
  const { roles } = book.book;
  const number = (code: string | undefined, fallback: Decimal): Decimal => {
    const value = code === undefined ? undefined : scope.get(code);
    return typeof value === 'object' ? value : fallback;
  };
  const quantity = number(roles.quantity, ZERO);
  const areaPerPcsM2 = number(roles.areaPerPcsM2, ZERO);
  const pcsPerPanel = number(roles.pcsPerPanel, ONE);
  const layers = number(roles.layers, ZERO).toNumber();
  if (!quantity.greaterThan(ZERO)) errors.push(fieldError(roles.quantity, 'estimate.quantityNotPositive'));
  if (!areaPerPcsM2.greaterThan(ZERO)) errors.push(fieldError(roles.areaPerPcsM2, 'estimate.areaNotPositive'));
  if (!pcsPerPanel.greaterThan(ZERO)) {
    errors.push(
      fieldError(roles.pcsPerPanel ?? '', 'parameter.valueBelowMin', { name: roles.pcsPerPanel ?? '', min: 1 }),
    );
  }
  if (errors.length > 0) return undefined;

  const areaM2 = areaPerPcsM2.times(quantity);
  const areaFt2 = areaM2.dividedBy(M2_PER_FT2);
  const pnlQuantity = quantity.dividedBy(pcsPerPanel).toDecimalPlaces(0, Decimal.ROUND_CEIL);
  const text = { areaPerPcsM2: area(areaPerPcsM2), areaM2: area(areaM2), areaFt2: area(areaFt2) };
  steps.push(
    explain('explain.area', {
      areaPerPcs: text.areaPerPcsM2,
      quantity: quantity.toFixed(),
      area: text.areaM2,
      areaFt2: text.areaFt2,
      pnl: pnlQuantity.toFixed(),
      pcsPerPanel: pcsPerPanel.toFixed(),
    }),
  );

  const productNumber = product.product.number;
  const tiers = product.tiers.get(layers);
  if (tiers === undefined || tiers.length === 0) {
    errors.push(fieldError(roles.layers, 'estimate.noBasePrice', { product: productNumber, layers }));
    return undefined;
  }
  const tier = tiers.find((candidate) => areaM2.lessThanOrEqualTo(candidate.maxAreaM2));
  if (tier === undefined) {
    const max = (tiers[tiers.length - 1] as BasePriceTier).maxAreaM2.toFixed();
    errors.push(fieldError(roles.quantity, 'estimate.areaBeyondTiers', { area: text.areaM2, max }));
    return undefined;
  }
  steps.push(
    explain('explain.batchTier', {
      area: text.areaM2,
      tier: tier.row.tier,
      maxArea: tier.maxAreaM2.toFixed(),
      layers,
    }),
  );
  const basePrice = areaM2.times(tier.pricePerM2);
  const basePriceText = money(basePrice);
  return {
    layers,
    quantity,
    areaPerPcsM2,
    areaM2,
    areaFt2,
    pcsPerPanel,
    pnlQuantity,
    tier,
    basePrice,
    basePriceText,
    text,
  };
}

export function basePriceExplanation(measure: OrderMeasure): Explanation {
  return explain('explain.basePrice', {
    area: measure.text.areaM2,
    pricePerM2: money(measure.tier.pricePerM2),
    amount: measure.basePriceText,
  });
}
