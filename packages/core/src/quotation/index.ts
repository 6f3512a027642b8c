/** The factory quotation: cost engine, document states, upgrade reasons, line rules, messages. */
export * from './cost/types.js';
export { computeQuotationCost, materialLineCost, materialPrice, processLineCost } from './cost/engine.js';
export * from './states.js';
export * from './rules.js';
export { quotationMessages, renderQuotationMessage, type QuotationMessageKey } from './messages.js';
export * from './print.js';
export type * from '../documents/print-document.js';
