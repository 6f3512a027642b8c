export { type Draft, formulaMentions } from './draft.js';
export { validatePricingProject, type ProjectRuleContext } from './project-rules.js';
export { validateProjectOrder, moveProject, type MoveDirection, type MoveResult } from './project-order.js';
export {
  validateClassification,
  canDeleteClassification,
  type ClassificationRuleContext,
} from './classification-rules.js';
export { validateParameter, type ParameterRuleContext } from './parameter-rules.js';
export {
  canDeleteParameter,
  canDeletePricingProject,
  type ParameterUsageContext,
  type ProjectUsageContext,
} from './usage-rules.js';
export { validateProduct, validateBasePrices, type ProductRuleContext } from './product-rules.js';
export { canChangeLevelledData } from './level-rules.js';
export { validatePriceBook } from './price-book-rules.js';
export { checkDefaultBoard, isBoardParameter, type CheckedDefaultBoard } from './default-board-rules.js';
