import { describe, expect, it } from 'vitest';
import type { QuotationParameter } from '../model/parameter.js';
import { validateParameter } from './parameter-rules.js';

const param = (given: Partial<QuotationParameter> & Pick<QuotationParameter, 'code'>): QuotationParameter => ({
  name: given.code,
  dataType: 'number',
  level: 'merchant',
  kind: 'independent',
  entryMode: 'entry',
  status: 'valid',
  mustFill: false,
  keyValue: true,
  ...given,
});
const others = [
  param({ code: 'WIDTH_MM' }),
  param({ code: 'HEIGHT_MM' }),
  param({ code: 'PERIMETER_MM', kind: 'derived', formula: '2 * (WIDTH_MM + HEIGHT_MM + EDGE_MM)' }),
];
const keysOf = (given: Partial<QuotationParameter>) =>
  validateParameter({ ...param({ code: 'EDGE_MM' }), ...given }, { parameters: others }).map(
    (error) => `${error.field}:${error.key}`,
  );

describe('quotation parameter rules', () => {
  it('accepts a sound parameter', () => {
    expect(keysOf({})).toEqual([]);
  });

  it('requires code, name and data type', () => {
    expect(validateParameter({}, { parameters: others }).map((error) => error.key)).toEqual([
      'parameter.codeRequired',
      'parameter.nameRequired',
      'parameter.dataTypeRequired',
    ]);
  });

  it('refuses a malformed, reserved or duplicated code', () => {
    expect(keysOf({ code: 'EDGE-MM' })).toEqual(['code:parameter.codeFormat']);
    expect(keysOf({ code: 'AREA_M2' })).toEqual(['code:parameter.codeReserved']);
    expect(keysOf({ code: 'WIDTH_MM' })).toEqual(['code:parameter.codeDuplicate']);
  });

  it('reports a derived parameter’s formula error', () => {
    expect(
      validateParameter(
        { ...param({ code: 'AREA_PCS' }), kind: 'derived', formula: 'WIDTH_MM * HIGHT_MM' },
        { parameters: others },
      ),
    ).toEqual([
      {
        field: 'formula',
        key: 'formula.unknownCode',
        values: { code: 'HIGHT_MM', suggestion: 'HEIGHT_MM', position: 12 },
      },
    ]);
    expect(keysOf({ kind: 'derived' })).toEqual(['formula:parameter.formulaRequired']);
  });

  it('refuses a derived parameter that closes a circle', () => {
    expect(
      validateParameter(
        { ...param({ code: 'EDGE_MM' }), kind: 'derived', formula: 'PERIMETER_MM / 4' },
        { parameters: others },
      ),
    ).toEqual([{ field: 'formula', key: 'parameter.cycle', values: { cycle: 'EDGE_MM → PERIMETER_MM → EDGE_MM' } }]);
  });

  it('refuses tick entry for a derived parameter', () => {
    expect(
      keysOf({ kind: 'derived', formula: 'WIDTH_MM / 10', entryMode: 'tick', valueList: [{ value: '1' }] }),
    ).toEqual(['entryMode:parameter.derivedCannotTick']);
  });

  it('requires a value list for tick entry, without duplicates', () => {
    expect(keysOf({ entryMode: 'tick' })).toEqual(['valueList:parameter.valueListRequired']);
    expect(keysOf({ entryMode: 'tick', valueList: [{ value: '1.0' }, { value: '1' }] })).toEqual([
      'valueList.1.value:parameter.valueListDuplicate',
    ]);
  });

  it('refuses a default value that does not fit the type, bounds or value list', () => {
    expect(keysOf({ defaultValue: 'wide' })).toEqual(['defaultValue:parameter.defaultInvalid']);
    expect(keysOf({ defaultValue: '700', max: '600' })).toEqual(['defaultValue:parameter.defaultInvalid']);
    expect(keysOf({ entryMode: 'tick', valueList: [{ value: '1' }], defaultValue: '2' })).toEqual([
      'defaultValue:parameter.defaultInvalid',
    ]);
    expect(keysOf({ entryMode: 'tick', valueList: [{ value: '1.6' }], defaultValue: '1.60' })).toEqual([]);
  });

  it('refuses a minimum above the maximum and an unknown CAM output', () => {
    expect(keysOf({ min: '10', max: '5' })).toEqual(['min:parameter.rangeInvalid']);
    expect(keysOf({ camField: 'boardColour' as never })).toEqual(['camField:parameter.camFieldUnknown']);
    expect(keysOf({ camField: 'drill.minHoleMm' })).toEqual([]);
  });
});
