import { Decimal, isDecimalText } from '../money/decimal.js';
import type { MessageValues } from '../pricing/messages.js';
import type { QuotationMessageKey } from './messages.js';

export interface QuotationFieldError {
  field: string;
  key: QuotationMessageKey;
  values?: MessageValues;
}

export interface MaterialLineDraft {
  materialNo?: string | null;
  unitPrice?: string | null;
  unitPriceExTax?: string | null;
  taxRate?: string | null;
  coefficient?: string | null;
  adjustmentPrice?: string | null;
}

export interface ProcessLineDraft {
  serialNo?: number | null;
  processType?: string | null;
  procedure?: string | null;
  referenceTimes?: string | null;
  timesAdjustment?: string | null;
  difficulty?: string | null;
  difficultyAdjustment?: string | null;
  specialAddition?: string | null;
}

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';
const number = (value: string | null | undefined) => !blank(value) && isDecimalText(value!);

/**
 * Material lines (spec 02 §5): a material chosen first; a material once; the coefficient not negative; the
 * adjusted price not above the tax-inclusive unit price; prices and tax rate numbers ≥ 0.
 */
export function validateMaterialLines(lines: readonly MaterialLineDraft[]): QuotationFieldError[] {
  const errors: QuotationFieldError[] = [];
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    const at = (name: string) => `materials.${i}.${name}`;
    if (blank(line.materialNo)) {
      errors.push({ field: at('materialNo'), key: 'material.required' });
      return;
    }
    if (seen.has(line.materialNo!))
      errors.push({ field: at('materialNo'), key: 'material.duplicate', values: { materialNo: line.materialNo! } });
    seen.add(line.materialNo!);
    for (const name of ['unitPrice', 'unitPriceExTax', 'taxRate'] as const) {
      if (!number(line[name]) || new Decimal(line[name]!).isNegative())
        errors.push({ field: at(name), key: 'material.priceInvalid', values: { field: name } });
    }
    if (!number(line.coefficient))
      errors.push({ field: at('coefficient'), key: 'material.priceInvalid', values: { field: 'coefficient' } });
    else if (new Decimal(line.coefficient!).isNegative())
      errors.push({ field: at('coefficient'), key: 'material.coefficientNegative' });
    if (!blank(line.adjustmentPrice)) {
      if (!number(line.adjustmentPrice) || new Decimal(line.adjustmentPrice!).isNegative()) {
        errors.push({
          field: at('adjustmentPrice'),
          key: 'material.priceInvalid',
          values: { field: 'adjustmentPrice' },
        });
      } else if (number(line.unitPrice) && new Decimal(line.adjustmentPrice!).gt(line.unitPrice!)) {
        errors.push({ field: at('adjustmentPrice'), key: 'material.adjustedTooHigh' });
      }
    }
  });
  return errors;
}

/** Process lines (spec 02 §5): serial number, process type, procedure, difficulty and times required; serials unique. */
export function validateProcessLines(lines: readonly ProcessLineDraft[]): QuotationFieldError[] {
  const errors: QuotationFieldError[] = [];
  const serials = new Set<number>();
  lines.forEach((line, i) => {
    const at = (name: string) => `processes.${i}.${name}`;
    if (line.serialNo === null || line.serialNo === undefined)
      errors.push({ field: at('serialNo'), key: 'process.serialRequired' });
    else if (serials.has(line.serialNo))
      errors.push({ field: at('serialNo'), key: 'process.serialDuplicate', values: { serialNo: line.serialNo } });
    else serials.add(line.serialNo);
    if (blank(line.processType)) errors.push({ field: at('processType'), key: 'process.typeRequired' });
    if (blank(line.procedure)) errors.push({ field: at('procedure'), key: 'process.procedureRequired' });
    if (blank(line.difficulty)) errors.push({ field: at('difficulty'), key: 'process.difficultyRequired' });
    else if (!number(line.difficulty))
      errors.push({ field: at('difficulty'), key: 'process.numberInvalid', values: { field: 'difficulty' } });
    if (blank(line.referenceTimes)) errors.push({ field: at('referenceTimes'), key: 'process.timesRequired' });
    else if (!number(line.referenceTimes))
      errors.push({ field: at('referenceTimes'), key: 'process.numberInvalid', values: { field: 'referenceTimes' } });
    for (const name of ['timesAdjustment', 'difficultyAdjustment', 'specialAddition'] as const) {
      if (!blank(line[name]) && !number(line[name]))
        errors.push({ field: at(name), key: 'process.numberInvalid', values: { field: name } });
    }
  });
  return errors;
}

export interface QuotationRatesDraft {
  scrapRate: string;
  scrapRateAdjusted?: string | null;
  grossMargin: string;
  grossMarginAdjusted?: string | null;
  businessRate: string;
  taxRate: string;
  exchangeRate: string;
  currency?: string | null;
}

/** Rates in 0–100, margins below 100 %, exchange rate above 0, a currency chosen. */
export function validateQuotationRates(draft: QuotationRatesDraft): QuotationFieldError[] {
  const errors: QuotationFieldError[] = [];
  if (blank(draft.currency)) errors.push({ field: 'currency', key: 'quotation.currencyRequired' });
  for (const name of [
    'scrapRate',
    'scrapRateAdjusted',
    'grossMargin',
    'grossMarginAdjusted',
    'businessRate',
    'taxRate',
  ] as const) {
    const value = draft[name];
    if (blank(value) && (name === 'scrapRateAdjusted' || name === 'grossMarginAdjusted')) continue;
    if (!number(value) || new Decimal(value!).isNegative() || new Decimal(value!).gt(100)) {
      errors.push({ field: name, key: 'quotation.rateInvalid', values: { field: name } });
    } else if ((name === 'grossMargin' || name === 'grossMarginAdjusted') && new Decimal(value!).gte(100)) {
      errors.push({ field: name, key: 'quotation.marginTooHigh' });
    }
  }
  if (!number(draft.exchangeRate) || !new Decimal(draft.exchangeRate).gt(0))
    errors.push({ field: 'exchangeRate', key: 'quotation.exchangeRateInvalid' });
  return errors;
}
