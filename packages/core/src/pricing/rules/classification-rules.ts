import { type FieldError, fieldError } from '../model/field-error.js';
import type { Product, ProductClassification } from '../model/product.js';
import { BATCH_INTERVAL, CLASSIFICATION_ROOT } from '../model/product.js';
import { type Draft, isBlank } from './draft.js';

export interface ClassificationRuleContext {
  /** The classification tree as saved now. */
  classifications: readonly ProductClassification[];
  /** When editing: the number the classification had, so it is not taken for a duplicate of itself. */
  editing?: string | undefined;
}

/** Spec 02 §5, Classification. A top-level classification has the parent CLASSIFICATION_ROOT ("0"). */
export function validateClassification(
  classification: Draft<ProductClassification>,
  context: ClassificationRuleContext,
): FieldError[] {
  const errors: FieldError[] = [];
  const { number, parentNumber, serialNumber, batchInterval } = classification;
  if (isBlank(number)) errors.push(fieldError('number', 'classification.numberRequired'));
  if (isBlank(classification.name)) errors.push(fieldError('name', 'classification.nameRequired'));
  if (serialNumber == null || Number.isNaN(serialNumber)) {
    errors.push(fieldError('serialNumber', 'classification.serialRequired'));
  } else if (serialNumber < 0 || !Number.isInteger(serialNumber)) {
    errors.push(fieldError('serialNumber', 'classification.serialNegative'));
  }
  if (
    batchInterval == null ||
    !Number.isInteger(batchInterval) ||
    batchInterval < BATCH_INTERVAL.min ||
    batchInterval > BATCH_INTERVAL.max
  ) {
    errors.push(fieldError('batchInterval', 'classification.batchIntervalRange', BATCH_INTERVAL));
  }
  const others = context.classifications.filter((other) => other.number !== context.editing);
  if (!isBlank(number) && others.some((other) => other.number === number)) {
    errors.push(fieldError('number', 'classification.numberDuplicate', { number }));
  }
  if (isBlank(parentNumber)) {
    errors.push(fieldError('parentNumber', 'classification.parentRequired'));
  } else if (!isBlank(number)) {
    errors.push(...parentErrors(number, parentNumber, context));
  }
  return errors;
}

function parentErrors(number: string, parentNumber: string, context: ClassificationRuleContext): FieldError[] {
  if (parentNumber === number || parentNumber === context.editing) {
    return [fieldError('parentNumber', 'classification.ownParent')];
  }
  if (parentNumber === CLASSIFICATION_ROOT) return [];
  const byNumber = new Map(context.classifications.map((c) => [c.number, c]));
  if (!byNumber.has(parentNumber))
    return [fieldError('parentNumber', 'classification.parentNotFound', { parent: parentNumber })];
  const self = new Set([number, context.editing ?? number]);
  let current: string | undefined = parentNumber;
  for (let steps = 0; current !== undefined && steps <= byNumber.size; steps += 1) {
    if (self.has(current)) return [fieldError('parentNumber', 'classification.parentIsDescendant')];
    current = byNumber.get(current)?.parentNumber;
  }
  return [];
}

/** Spec 02 §5: a classification with children (classifications or products) cannot be deleted. */
export function canDeleteClassification(
  number: string,
  classifications: readonly ProductClassification[],
  products: readonly Product[] = [],
): FieldError[] {
  const hasChildren =
    classifications.some((c) => c.parentNumber === number) || products.some((p) => p.classificationNumber === number);
  return hasChildren ? [fieldError('number', 'classification.hasChildren')] : [];
}
