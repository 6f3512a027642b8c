import { describe, expect, it } from 'vitest';
import { demoPriceBook } from './demo-price-book.js';
import { estimatePrice } from './engine/estimate.js';
import {
  estimateRequestSchema,
  moveProjectSchema,
  priceBookSchema,
  priceEstimateSchema,
  pricingProjectSchema,
  productBasePriceSchema,
  productClassificationSchema,
  productSchema,
  quotationParameterSchema,
} from './schemas.js';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];

describe('request schemas', () => {
  it('accept the whole demo price book', () => {
    expect(priceBookSchema.safeParse(demoPriceBook).success).toBe(true);
  });

  it('answer a missing project code and name with the rule’s message key', () => {
    const project = { ...demoPriceBook.projects[0]!, code: '', name: ' ' };
    expect(issues(pricingProjectSchema.safeParse(project))).toEqual([
      'code:project.codeRequired',
      'name:project.nameRequired',
    ]);
  });

  it('refuse more than 20 factor rows', () => {
    const rows = Array.from({ length: 21 }, (_, i) => ({ value: String(i), price: '1' }));
    const project = { ...demoPriceBook.projects[0]!, factor: { code: 'F', parameter: 'LAYERS', rows } };
    expect(issues(pricingProjectSchema.safeParse(project))).toEqual(['factor.rows:project.tooManyRows']);
  });

  it('refuse rates that are not decimals at least 0, and a gross margin of 100%', () => {
    const project = {
      ...demoPriceBook.projects[0]!,
      scrapRatePercent: '-3',
      grossMarginPercent: '100',
      exchangeRate: '0',
    };
    expect(issues(pricingProjectSchema.safeParse(project))).toEqual([
      'exchangeRate:project.exchangeRateInvalid',
      'scrapRatePercent:project.rateInvalid',
      'grossMarginPercent:project.grossMarginTooHigh',
    ]);
  });

  it('check parameters, classifications, products and base prices field by field', () => {
    expect(issues(quotationParameterSchema.safeParse({ ...demoPriceBook.parameters[0]!, dataType: 'colour' }))).toEqual(
      ['dataType:parameter.dataTypeRequired'],
    );
    const classification = {
      ...demoPriceBook.classifications[0]!,
      serialNumber: -1,
      batchInterval: 11,
      parentNumber: '',
    };
    expect(issues(productClassificationSchema.safeParse(classification))).toEqual([
      'parentNumber:classification.parentRequired',
      'serialNumber:classification.serialNegative',
      'batchInterval:classification.batchIntervalRange',
    ]);
    expect(issues(productSchema.safeParse({ ...demoPriceBook.products[0]!, number: '' }))).toEqual([
      'number:product.numberRequired',
    ]);
    expect(
      issues(productBasePriceSchema.safeParse({ ...demoPriceBook.basePrices[0]!, layers: 3, maxAreaM2: '0' })),
    ).toEqual(['layers:basePrice.layersInvalid', 'maxAreaM2:basePrice.maxAreaInvalid']);
    expect(moveProjectSchema.safeParse({ code: 'E_TEST', direction: 'sideways' }).success).toBe(false);
  });

  it('validate an estimate request and describe the answer', () => {
    const request = {
      productNumber: 'FR4-RIGID',
      values: { LAYERS: 2, WIDTH_MM: '100', HEIGHT_MM: 100, QTY: 10 },
      pricedOn: '2026-01-15',
    };
    expect(estimateRequestSchema.parse(request)).toEqual(request);
    expect(issues(estimateRequestSchema.safeParse({ ...request, pricedOn: '15/01/2026' }))[0]).toMatch(/^pricedOn:/);
    const answer = estimatePrice(demoPriceBook, request);
    expect(answer.ok && priceEstimateSchema.safeParse(answer.estimate).success).toBe(true);
  });
});
