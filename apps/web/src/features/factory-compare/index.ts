/** Every factory side by side (issue 29): the comparison's API, its view and the helpers it is built from. */
export * from './api';
export { compareBodyOf, measuredRulesOf, type QuotedBoard } from './compare-input';
export { default as FactoryCompare } from './FactoryCompare';
export { compareRows, sortValue, type SortKey } from './row-order';
