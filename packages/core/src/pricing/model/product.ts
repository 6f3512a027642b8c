import { LAYER_OPTIONS } from '../../shell/constants.js';
import type { LocalizedNames } from './localized-names.js';
import type { DataLevel, ValidityStatus } from './parameter.js';

/** Spec 02 §9. Tiers go from the smallest order area to the largest. */
export const BATCH_TIERS = ['sample', 'small', 'medium', 'large'] as const;
export type BatchTier = (typeof BATCH_TIERS)[number];

/** Spec 02 §9 layer options, kept with the shell's constants. */
export { LAYER_OPTIONS };

/** The parent number of a top-level classification (the tree's root on the left of the screen). */
export const CLASSIFICATION_ROOT = '0';

/** Spec 02 §9: the classification's batch interval, the number of quantity breaks its quotation table offers. */
export const BATCH_INTERVAL = { min: 4, max: 10 } as const;

export interface ProductClassification {
  number: string;
  name: string;
  /** The name per language, entered by the factory (see LocalizedNames). */
  names?: LocalizedNames | undefined;
  parentNumber: string;
  status: ValidityStatus;
  level: DataLevel;
  serialNumber: number;
  batchInterval: number;
  remarks?: string | undefined;
}

export interface Product {
  number: string;
  name: string;
  /** The name per language, entered by the factory (see LocalizedNames). */
  names?: LocalizedNames | undefined;
  classificationNumber: string;
  status: ValidityStatus;
}

/** One row of the base price table: a product, a layer count and a batch tier. */
export interface ProductBasePrice {
  productNumber: string;
  layers: number;
  tier: BatchTier;
  /** Inclusive upper bound of the order's total area in m² for this tier. */
  maxAreaM2: string;
  pricePerM2: string;
  deliveryDays: number;
}

/** A pricing project applied to a product. */
export interface ProductProjectBinding {
  productNumber: string;
  projectCode: string;
}
