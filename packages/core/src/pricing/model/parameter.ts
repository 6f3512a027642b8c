import type { LocalizedNames } from './localized-names.js';

/**
 * Quotation parameters: the inputs of a price (layers, size, quantity, finish, ...).
 *
 * Data types: `number` and `character` hold what the customer enters. `signature` holds no input:
 * the engine fills it with the board's fingerprint, the key values (parameters flagged `keyValue`)
 * written as `CODE=value` sorted by code and joined with `;`. Two inquiries with the same signature
 * describe the same board, so a cached quote can be matched and two versions compared parameter
 * by parameter.
 */
export const PARAMETER_DATA_TYPES = ['character', 'number', 'signature'] as const;
export type ParameterDataType = (typeof PARAMETER_DATA_TYPES)[number];

/** Platform parameters are shared by every merchant; merchant parameters belong to one factory. */
export const DATA_LEVELS = ['platform', 'merchant'] as const;
export type DataLevel = (typeof DATA_LEVELS)[number];

/** Independent parameters are entered; derived ones are computed by their formula over others. */
export const PARAMETER_KINDS = ['independent', 'derived'] as const;
export type ParameterKind = (typeof PARAMETER_KINDS)[number];

/** Typed entry (the value list, if any, only suggests) or tick from the value list (nothing else accepted). */
export const ENTRY_MODES = ['entry', 'tick'] as const;
export type EntryMode = (typeof ENTRY_MODES)[number];

export const VALIDITY_STATUSES = ['valid', 'expired'] as const;
export type ValidityStatus = (typeof VALIDITY_STATUSES)[number];

/**
 * Outputs of the CAM (Gerber) analysis a parameter can be filled from, as dotted paths into the
 * analysis result. An entered value wins over the CAM value, which wins over the default.
 */
export const CAM_FIELDS = [
  'widthMm',
  'heightMm',
  'copperLayers',
  'drill.minHoleMm',
  'drill.holeCount',
  'minTraceMm',
  'minSpaceMm',
] as const;
export type CamField = (typeof CAM_FIELDS)[number];

export interface ParameterOption {
  value: string;
  label?: string | undefined;
  /** The option's name per language, entered by the factory (see LocalizedNames). */
  labels?: LocalizedNames | undefined;
}

export interface QuotationParameter {
  code: string;
  name: string;
  /** The name per language, entered by the factory; `name` is the name in any language left out. */
  names?: LocalizedNames | undefined;
  /** Classification shown in the parameter list, e.g. "Board", "Finish". */
  category?: string | undefined;
  /** The factory's own feature code for the parameter, free text. */
  featureCode?: string | undefined;
  dataType: ParameterDataType;
  level: DataLevel;
  kind: ParameterKind;
  entryMode: EntryMode;
  status: ValidityStatus;
  mustFill: boolean;
  /** Derived parameters only: the formula over other parameter codes. */
  formula?: string | undefined;
  camField?: CamField | undefined;
  defaultValue?: string | undefined;
  /** Part of the board's identity: goes into the signature. */
  keyValue: boolean;
  valueList?: ParameterOption[] | undefined;
  /** Number parameters: inclusive bounds and whole numbers only. */
  min?: string | undefined;
  max?: string | undefined;
  integerOnly?: boolean | undefined;
}
