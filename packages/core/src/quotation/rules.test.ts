import { describe, expect, it } from 'vitest';
import { validateMaterialLines, validateProcessLines, validateQuotationRates } from './rules.js';

const material = { materialNo: 'M1', unitPrice: '113', unitPriceExTax: '100', taxRate: '13', coefficient: '1' };

describe('material line rules', () => {
  it('refuses an adjusted price above the tax-inclusive unit price, and accepts it equal', () => {
    expect(validateMaterialLines([{ ...material, adjustmentPrice: '113.01' }])).toEqual([
      { field: 'materials.0.adjustmentPrice', key: 'material.adjustedTooHigh' },
    ]);
    expect(validateMaterialLines([{ ...material, adjustmentPrice: '113' }])).toEqual([]);
  });

  it('refuses a negative coefficient, a line without material, and the same material twice', () => {
    expect(validateMaterialLines([{ ...material, coefficient: '-0.1' }])[0]!.key).toBe('material.coefficientNegative');
    expect(validateMaterialLines([{ ...material, materialNo: '' }])[0]!.key).toBe('material.required');
    expect(validateMaterialLines([material, material])).toEqual([
      { field: 'materials.1.materialNo', key: 'material.duplicate', values: { materialNo: 'M1' } },
    ]);
  });
});

describe('process line rules', () => {
  it('names each missing required field', () => {
    expect(validateProcessLines([{}]).map((e) => e.field)).toEqual([
      'processes.0.serialNo',
      'processes.0.processType',
      'processes.0.procedure',
      'processes.0.difficulty',
      'processes.0.referenceTimes',
    ]);
  });

  it('refuses a serial number used twice and a non-number adjustment', () => {
    const line = {
      serialNo: 1,
      processType: 'Drilling',
      procedure: 'CNC drilling',
      referenceTimes: '1',
      difficulty: '1',
    };
    expect(validateProcessLines([line, line])[0]!.key).toBe('process.serialDuplicate');
    expect(validateProcessLines([{ ...line, timesAdjustment: 'x' }])[0]!.field).toBe('processes.0.timesAdjustment');
  });
});

describe('quotation rates', () => {
  it('needs a currency, rates within 0–100, a margin below 100 % and a positive exchange rate', () => {
    const ok = {
      scrapRate: '3',
      grossMargin: '15',
      businessRate: '2',
      taxRate: '13',
      exchangeRate: '7.1',
      currency: 'CNY',
    };
    expect(validateQuotationRates(ok)).toEqual([]);
    expect(validateQuotationRates({ ...ok, currency: '' })[0]!.key).toBe('quotation.currencyRequired');
    expect(validateQuotationRates({ ...ok, grossMarginAdjusted: '100' })[0]!.key).toBe('quotation.marginTooHigh');
    expect(validateQuotationRates({ ...ok, exchangeRate: '0' })[0]!.key).toBe('quotation.exchangeRateInvalid');
    expect(validateQuotationRates({ ...ok, taxRate: '101' })[0]!.field).toBe('taxRate');
  });
});
