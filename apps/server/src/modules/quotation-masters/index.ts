/** The module's face: its routes (routes.ts) and what other modules may use. */
export { default } from './routes/index.js';
export { seedQuotationMastersDemo } from './demo-data.js';
export { actorOf, requireScreens, SCREENS, type QuotationActor, type QuotationRouteOptions } from './access.js';
export {
  assertRules,
  installQuotationErrors,
  QuotationRuleError,
  renderRuleErrors,
  type ErrorAnswer,
} from './errors.js';
export {
  decimalText,
  optionalDecimal,
  processLineBody,
  resolveProcessLines,
  type ProcessLine,
  type ProcessLineInput,
} from './process-lines.js';
export { isUniqueViolation, today, type Executor, type Tx } from './service/store.js';
