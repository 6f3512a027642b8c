/** Stencil and assembly (PCBA) quote: BOM and placement files, their cross-check, the factory's price tables. */
export { parseCsv } from './csv.js';
export { parseBom, splitDesignators, BOM_COLUMNS, type Bom, type BomLine } from './bom.js';
export { parsePickAndPlace, lengthMm, PNP_COLUMNS, type PickAndPlace, type Placement } from './pnp.js';
export { crossCheck, type CrossCheck } from './cross-check.js';
export * from './price-tables.js';
export {
  quoteStencil,
  quoteAssembly,
  type Quote,
  type QuoteLine,
  type QuoteResult,
  type StencilQuote,
  type AssemblyQuote,
  type AssemblyRequest,
} from './quote.js';
export {
  renderAssemblyMessage,
  assemblyMessages,
  isAssemblyLocale,
  type AssemblyMessageKey,
  type AssemblyLocale,
} from './messages.js';
export type * from './types.js';
