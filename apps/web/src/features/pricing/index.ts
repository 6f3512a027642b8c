/** Shared pricing pieces: the quotation form with its live price, the formula editor and the API. */
export { default as QuotationForm, type QuotationFormProps } from './QuotationForm';
export { default as PricePanel } from './PricePanel';
export { default as ParameterFields } from './ParameterFields';
export { default as FromGerberMark, type GerberMark } from './FromGerberMark';
export { default as FormulaInput } from './FormulaInput';
export { useLiveEstimate, type LiveEstimate, type Values } from './useLiveEstimate';
export * from './api';
