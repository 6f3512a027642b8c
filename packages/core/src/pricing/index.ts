/** Pricing: the formula language, the engine, the rules, the schemas and the demo price book. */
export * from './formula/index.js';

export {
  PARAMETER_DATA_TYPES,
  DATA_LEVELS,
  PARAMETER_KINDS,
  ENTRY_MODES,
  VALIDITY_STATUSES,
  CAM_FIELDS,
  type ParameterDataType,
  type DataLevel,
  type ParameterKind,
  type EntryMode,
  type ValidityStatus,
  type CamField,
  type ParameterOption,
  type QuotationParameter,
} from './model/parameter.js';
export {
  COST_CATEGORIES,
  PROJECT_KINDS,
  PRICING_MODES,
  MAX_FACTOR_ROWS,
  FACTOR_ANY_VALUE,
  sortProjects,
  type CostCategory,
  type ProjectKind,
  type PricingMode,
  type FactorRow,
  type ProjectFactor,
  type PricingProject,
} from './model/project.js';
export {
  BATCH_TIERS,
  CLASSIFICATION_ROOT,
  BATCH_INTERVAL,
  type BatchTier,
  type ProductClassification,
  type Product,
  type ProductBasePrice,
  type ProductProjectBinding,
} from './model/product.js';
export type { DefaultBoard, PriceBook, PriceBookTerms, PriceBookRoles } from './model/price-book.js';
export { ENGINE_VARIABLES, LINE_CODES, isReservedCode, isWellFormedCode } from './model/codes.js';
export { type FieldError, fieldError } from './model/field-error.js';

export {
  PRICING_LOCALES,
  pricingMessages,
  renderPricingMessage,
  isPricingMessageKey,
  type PricingMessageKey,
  type PricingLocale,
  type MessageValues,
} from './messages.js';

export { compilePriceBook, isCompiledPriceBook, type CompileResult } from './engine/compile-book.js';
export type { CompiledPriceBook } from './engine/compiled-book.js';
export { estimatePrice } from './engine/estimate.js';
export {
  estimateMatrix,
  leadTimeOptions,
  hasLeadTimeParameter,
  LEAD_TIME_CODE,
  NAMED_LEAD_TIMES,
  MATRIX_LIMITS,
  type MatrixRequest,
  type MatrixRow,
  type MatrixCell,
} from './engine/matrix.js';
export { M2_PER_FT2 } from './engine/measure-order.js';
export type { EstimateRequest, EstimateResult, PriceEstimate, EstimateLine, Explanation } from './engine/types.js';

export * from './rules/index.js';
export * from './schemas.js';
export { demoPriceBook, DEMO_PRODUCT } from './demo-price-book.js';
export { hdiSpecialistBook, prototypeShopBook } from './demo/factories.js';
export {
  bookLabels,
  bookLabeller,
  readableCode,
  type BookLabels,
  type BookLabeller,
  type BookNaming,
} from './labels/index.js';
export type { LocalizedNames } from './model/localized-names.js';
