import { ZERO, parseDecimal } from '../../money/decimal.js';
import { type FieldError, fieldError } from '../model/field-error.js';
import {
  BATCH_TIERS,
  LAYER_OPTIONS,
  type Product,
  type ProductBasePrice,
  type ProductClassification,
} from '../model/product.js';
import { type Draft, isBlank } from './draft.js';

export interface ProductRuleContext {
  /** The other products as they are now (the edited one left out). */
  products: readonly Product[];
  classifications: readonly ProductClassification[];
}

/** Spec 02 §5, Product: number and name are required. */
export function validateProduct(product: Draft<Product>, context: ProductRuleContext): FieldError[] {
  const errors: FieldError[] = [];
  if (isBlank(product.number)) errors.push(fieldError('number', 'product.numberRequired'));
  else if (context.products.some((other) => other.number === product.number)) {
    errors.push(fieldError('number', 'product.numberDuplicate', { number: product.number }));
  }
  if (isBlank(product.name)) errors.push(fieldError('name', 'product.nameRequired'));
  const classification = product.classificationNumber;
  if (!isBlank(classification) && !context.classifications.some((c) => c.number === classification)) {
    errors.push(fieldError('classificationNumber', 'product.classificationNotFound', { classification }));
  }
  return errors;
}

/**
 * The base price table: known products, layer options, positive upper bounds, prices and days not
 * negative, each tier once per product and layer count, upper bounds growing from sample to large.
 */
export function validateBasePrices(rows: readonly ProductBasePrice[], products: readonly Product[]): FieldError[] {
  const errors: FieldError[] = [];
  const productNumbers = new Set(products.map((product) => product.number));
  const groups = new Map<string, Map<string, { index: number; bound: ReturnType<typeof parseDecimal> }>>();
  rows.forEach((row, index) => {
    const at = (field: string) => `basePrices.${index}.${field}`;
    if (!productNumbers.has(row.productNumber)) {
      errors.push(fieldError(at('productNumber'), 'basePrice.productNotFound', { product: row.productNumber }));
    }
    if (!(LAYER_OPTIONS as readonly number[]).includes(row.layers))
      errors.push(fieldError(at('layers'), 'basePrice.layersInvalid'));
    const bound = parseDecimal(row.maxAreaM2);
    if (bound === undefined || bound.lessThanOrEqualTo(ZERO))
      errors.push(fieldError(at('maxAreaM2'), 'basePrice.maxAreaInvalid'));
    const price = parseDecimal(row.pricePerM2);
    if (price === undefined || price.lessThan(ZERO))
      errors.push(fieldError(at('pricePerM2'), 'basePrice.priceInvalid'));
    if (!Number.isInteger(row.deliveryDays) || row.deliveryDays < 0) {
      errors.push(fieldError(at('deliveryDays'), 'basePrice.deliveryDaysInvalid'));
    }
    const key = `${row.productNumber}|${row.layers}`;
    const group = groups.get(key) ?? new Map();
    if (group.has(row.tier)) {
      errors.push(fieldError(at('tier'), 'basePrice.tierDuplicate', { tier: row.tier, layers: row.layers }));
    }
    group.set(row.tier, { index, bound });
    groups.set(key, group);
  });
  for (const group of groups.values()) {
    const bounds = BATCH_TIERS.map((tier) => group.get(tier)).filter((entry) => entry !== undefined);
    const outOfOrder = bounds.some((entry, i) => {
      const previous = bounds[i - 1];
      return (
        i > 0 && entry.bound !== undefined && previous?.bound !== undefined && !entry.bound.greaterThan(previous.bound)
      );
    });
    const first = rows[bounds[0]?.index ?? 0];
    if (outOfOrder && first !== undefined) {
      errors.push(
        fieldError(`basePrices.${bounds[0]?.index ?? 0}.maxAreaM2`, 'basePrice.tiersOutOfOrder', {
          layers: first.layers,
        }),
      );
    }
  }
  return errors;
}
