import { describe, expect, it } from 'vitest';
import { priced, refused } from './expect-estimate.fixture.js';
import { board, parameter, project, smallBook, smallParameters } from './small-book.fixture.js';

const book = smallBook();

describe('parameter values: validated and coerced before pricing', () => {
  it('uses the default of a parameter the customer left out, and says so', () => {
    const estimate = priced(book, board());
    expect(estimate.parameters.FINISH).toBe('HASL');
    expect(estimate.steps[0]?.text).toBe('Defaults used: FINISH=HASL');
  });

  it('refuses a must-fill parameter left empty, naming it', () => {
    const request = board();
    const { QTY: _left, ...values } = request.values;
    expect(refused(book, { ...request, values: { ...values, WIDTH_MM: '' } })).toEqual([
      { field: 'WIDTH_MM', key: 'parameter.valueRequired', values: { name: 'WIDTH_MM' } },
      { field: 'QTY', key: 'parameter.valueRequired', values: { name: 'QTY' } },
    ]);
  });

  it('refuses text where a number belongs', () => {
    expect(refused(book, board({ WIDTH_MM: 'wide' }))).toEqual([
      { field: 'WIDTH_MM', key: 'parameter.valueNotNumber', values: { name: 'WIDTH_MM' } },
    ]);
  });

  it('refuses a ticked value that is not in the value list', () => {
    expect(refused(book, board({ LAYERS: 3 }))).toEqual([
      { field: 'LAYERS', key: 'parameter.valueNotInList', values: { name: 'LAYERS', value: '3' } },
    ]);
    expect(refused(book, board({ FINISH: 'OSP' }))[0]).toMatchObject({
      field: 'FINISH',
      key: 'parameter.valueNotInList',
    });
  });

  it('matches a ticked number in any notation: "2.0" is 2', () => {
    expect(priced(book, board({ LAYERS: '2.0' })).parameters.LAYERS).toBe('2');
  });

  it('refuses a fractional quantity and one below its minimum', () => {
    expect(refused(book, board({ QTY: '2.5' }))[0]).toMatchObject({ key: 'parameter.valueNotInteger' });
    expect(refused(book, board({ QTY: 0 }))[0]).toMatchObject({ key: 'parameter.valueBelowMin', values: { min: '1' } });
  });

  it('refuses a value above the maximum', () => {
    const bounded = smallBook({
      parameters: smallParameters.map((p) => (p.code === 'WIDTH_MM' ? { ...p, max: '600' } : p)),
    });
    expect(refused(bounded, board({ WIDTH_MM: 601 }))[0]).toMatchObject({
      key: 'parameter.valueAboveMax',
      values: { max: '600' },
    });
  });

  it('fills a parameter from the Gerber analysis when the customer gives none', () => {
    const { WIDTH_MM: _w, HEIGHT_MM: _h, ...values } = board().values;
    const estimate = priced(book, { ...board(), values, cam: { widthMm: 100, heightMm: 100 } });
    expect(estimate.areaPerPcsM2).toBe('0.010000');
    expect(estimate.steps.map((step) => step.text)).toContain(
      'Taken from the Gerber analysis: WIDTH_MM=100, HEIGHT_MM=100',
    );
  });

  it('lets an entered value win over the Gerber analysis', () => {
    const estimate = priced(book, { ...board({ WIDTH_MM: 50 }), cam: { widthMm: 100, heightMm: 100 } });
    expect(estimate.parameters.WIDTH_MM).toBe('50');
  });

  it('reads nested CAM outputs such as drill.minHoleMm', () => {
    const drilled = smallBook({
      parameters: [
        ...smallParameters,
        parameter({ code: 'MIN_HOLE', dataType: 'number', camField: 'drill.minHoleMm' }),
      ],
      projects: [project({ code: 'MICRO', formula: 'IF(MIN_HOLE < 0.2, 30, 0)', sortNumber: 10 })],
    });
    const estimate = priced(drilled, { ...board(), cam: { drill: { minHoleMm: 0.15 } } });
    expect(estimate.parameters.MIN_HOLE).toBe('0.15');
    expect(estimate.total).toBe('80.00');
  });

  it('gives an optional parameter without value or default 0, or empty text', () => {
    const optional = smallBook({
      parameters: [
        ...smallParameters,
        parameter({ code: 'HOLES', dataType: 'number' }),
        parameter({ code: 'NOTE', dataType: 'character' }),
      ],
    });
    const estimate = priced(optional, board());
    expect(estimate.parameters).toMatchObject({ HOLES: '0', NOTE: '' });
  });

  it('refuses values for codes the book does not have, for computed parameters and for expired ones', () => {
    const withExpired = smallBook({
      parameters: [...smallParameters, parameter({ code: 'OLD', dataType: 'number', status: 'expired' })],
    });
    expect(refused(withExpired, board({ COLOUR: 'red', AREA_PCS_M2: 1, OLD: 1 }))).toEqual([
      { field: 'COLOUR', key: 'estimate.unknownParameter', values: { code: 'COLOUR' } },
      { field: 'AREA_PCS_M2', key: 'estimate.parameterNotEnterable', values: { code: 'AREA_PCS_M2' } },
      { field: 'OLD', key: 'estimate.parameterExpired', values: { code: 'OLD' } },
    ]);
  });

  it('refuses a product the book does not have, and one whose classification expired', () => {
    expect(refused(book, { ...board(), productNumber: 'NOPE' })).toEqual([
      { field: 'productNumber', key: 'estimate.unknownProduct', values: { product: 'NOPE' } },
    ]);
    const expired = smallBook({
      classifications: smallBook().classifications.map((c) => ({ ...c, status: 'expired' as const })),
    });
    expect(refused(expired, board())[0]).toMatchObject({ key: 'estimate.productExpired' });
  });

  it('writes the board’s signature from its key values, sorted by code', () => {
    const estimate = priced(book, board({ FINISH: 'ENIG' }));
    expect(estimate.signature).toBe('FINISH=ENIG;HEIGHT_MM=100;LAYERS=2;QTY=10;WIDTH_MM=100');
    expect(priced(book, board({ FINISH: 'ENIG', WIDTH_MM: '100.00' })).signature).toBe(estimate.signature);
  });
});
