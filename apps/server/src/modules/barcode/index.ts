/** The module's face: its routes (routes.ts) and what other modules may use. */
export { default } from './routes.js';
export { labelRuleOf } from './service.js';
export { seedBarcodeDemo } from './demo-data.js';
export { ruleLabelPdf, symbolPng, type LabelContent } from './render.js';
