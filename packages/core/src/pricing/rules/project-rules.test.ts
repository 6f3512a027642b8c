import { describe, expect, it } from 'vitest';
import type { PricingProject } from '../model/project.js';
import { validatePricingProject } from './project-rules.js';

const existing: PricingProject[] = [
  {
    code: 'ENGINEERING',
    name: 'Engineering fee',
    costCategory: 'specialFee',
    kind: 'independent',
    pricingMode: 'amount',
    formula: '100',
    sortNumber: 10,
  },
  {
    code: 'E_TEST',
    name: 'E-test',
    costCategory: 'specialFee',
    kind: 'independent',
    pricingMode: 'amount',
    formula: '50',
    sortNumber: 20,
  },
];
const context = { parameterCodes: ['LAYERS', 'QTY', 'FINISH'], projects: existing };
const sound: PricingProject = {
  code: 'GOLD',
  name: 'Gold fingers',
  costCategory: 'specialProcess',
  kind: 'independent',
  pricingMode: 'amount',
  formula: 'IF(QTY > 10, AREA_M2 * 150, 80)',
  sortNumber: 30,
};
const keysOf = (project: Partial<PricingProject>) =>
  validatePricingProject({ ...sound, ...project }, context).map((error) => `${error.field}:${error.key}`);

describe('pricing project rules', () => {
  it('accepts a sound project', () => {
    expect(validatePricingProject(sound, context)).toEqual([]);
  });

  it('requires the project code and name', () => {
    expect(keysOf({ code: '', name: '  ' })).toEqual(['code:project.codeRequired', 'name:project.nameRequired']);
    expect(validatePricingProject({ formula: '1' }, context).map((e) => e.key)).toContain('project.codeRequired');
  });

  it('refuses a code a formula could not name, a reserved word, or a code already taken', () => {
    expect(keysOf({ code: '9LIVES' })).toEqual(['code:project.codeFormat']);
    expect(keysOf({ code: 'SUBTOTAL' })).toEqual(['code:project.codeReserved']);
    expect(keysOf({ code: 'max' })).toEqual(['code:project.codeReserved']);
    expect(keysOf({ code: 'E_TEST' })).toEqual(['code:project.codeDuplicate']);
    expect(keysOf({ code: 'LAYERS' })).toEqual(['code:project.codeDuplicate']);
  });

  it('allows at most 20 data rows', () => {
    const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ value: `V${i}`, price: '1' }));
    expect(keysOf({ factor: { code: 'F', parameter: 'FINISH', rows: rows(20) } })).toEqual([]);
    expect(keysOf({ factor: { code: 'F', parameter: 'FINISH', rows: rows(21) } })).toEqual([
      'factor.rows:project.tooManyRows',
    ]);
  });

  it('refuses a percentage item in first position', () => {
    expect(keysOf({ pricingMode: 'percentage', formula: '10', sortNumber: 5 })).toEqual([
      'pricingMode:project.percentageFirst',
    ]);
    expect(keysOf({ pricingMode: 'percentage', formula: '10', sortNumber: 30 })).toEqual([]);
  });

  it('requires a formula', () => {
    expect(keysOf({ formula: ' ' })).toEqual(['formula:project.formulaRequired']);
  });

  it('reports a formula error with its key and column', () => {
    expect(validatePricingProject({ ...sound, formula: 'QTY * LAYRS' }, context)).toEqual([
      { field: 'formula', key: 'formula.unknownCode', values: { code: 'LAYRS', suggestion: 'LAYERS', position: 7 } },
    ]);
    expect(keysOf({ formula: 'MAX(1,' })).toEqual(['formula:formula.unexpectedEnd']);
  });

  it('refuses a formula naming a deleted parameter or project', () => {
    const afterDeletion = { parameterCodes: ['LAYERS', 'QTY'], projects: existing.filter((p) => p.code !== 'E_TEST') };
    expect(validatePricingProject({ ...sound, formula: 'FINISH = "ENIG"' }, afterDeletion)[0]?.key).toBe(
      'formula.unknownCode',
    );
    expect(validatePricingProject({ ...sound, formula: 'E_TEST * 2' }, afterDeletion)[0]?.key).toBe(
      'formula.unknownCode',
    );
  });

  it('lets a formula read earlier projects and its own factor, but not a later project', () => {
    expect(keysOf({ formula: 'ENGINEERING + E_TEST' })).toEqual([]);
    expect(
      keysOf({ formula: 'FP * 2', factor: { code: 'FP', parameter: 'FINISH', rows: [{ value: 'ENIG', price: '1' }] } }),
    ).toEqual([]);
    expect(keysOf({ formula: 'E_TEST', sortNumber: 15 })).toEqual(['formula:project.forwardReference']);
  });

  it('refuses an empty or a duplicated factor value', () => {
    const rows = [
      { value: 'ENIG', price: '120' },
      { value: ' ', price: '1' },
      { value: 'ENIG', price: '130' },
      { value: 'HASL', price: 'free' },
    ];
    expect(keysOf({ factor: { code: 'F', parameter: 'FINISH', rows } })).toEqual([
      'factor.rows.1.value:project.factorValueEmpty',
      'factor.rows.2.value:project.factorValueDuplicate',
      'factor.rows.3.price:project.factorPriceInvalid',
    ]);
  });

  it('refuses a factor that reads no existing parameter', () => {
    expect(keysOf({ factor: { code: 'F', parameter: 'COLOUR', rows: [] } })).toEqual([
      'factor.parameter:project.factorParameterUnknown',
    ]);
  });

  it('requires a project group to have a factor table', () => {
    expect(keysOf({ kind: 'group' })).toEqual(['factor:project.groupNeedsFactor']);
  });

  it('requires a special material to be an independent project priced by amount', () => {
    expect(keysOf({ costCategory: 'specialMaterial' })).toEqual([]);
    expect(keysOf({ costCategory: 'specialMaterial', pricingMode: 'percentage' })).toEqual([
      'costCategory:project.specialMaterialRule',
    ]);
    expect(
      keysOf({ costCategory: 'specialMaterial', kind: 'group', factor: { code: 'F', parameter: 'FINISH', rows: [] } }),
    ).toEqual(['costCategory:project.specialMaterialRule']);
  });

  it('checks rates, exchange rate, extra addition, delivery days and validity period', () => {
    expect(
      keysOf({
        scrapRatePercent: '-1',
        grossMarginPercent: '100',
        taxRatePercent: 'x',
        exchangeRate: '0',
        extraAddition: 'ten',
        deliveryDays: 1.5,
        validFrom: '2026-05-01',
        validTo: '2026-04-30',
      }),
    ).toEqual([
      'scrapRatePercent:project.rateInvalid',
      'grossMarginPercent:project.grossMarginTooHigh',
      'taxRatePercent:project.rateInvalid',
      'extraAddition:project.amountInvalid',
      'exchangeRate:project.exchangeRateInvalid',
      'deliveryDays:project.deliveryDaysInvalid',
      'validTo:project.validityRange',
    ]);
    expect(keysOf({ validFrom: '2026-02-30' })).toEqual(['validFrom:project.validityRange']);
  });
});
