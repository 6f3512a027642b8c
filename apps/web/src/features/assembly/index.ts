/** Stencil and assembly (issue 22): the quote component of the instant-quote page and the factory's price tables. */
export {
  default as AssemblyQuote,
  type AssemblyChoices,
  type AssemblyQuoteProps,
  type AssemblyTotals,
} from './AssemblyQuote';
export { default as AssemblySettingsCard } from './AssemblySettingsCard';
export * from './api';
