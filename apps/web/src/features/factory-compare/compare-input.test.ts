import { describe, expect, it } from 'vitest';
import { compareBodyOf, measuredRulesOf } from './compare-input';

const dfm = {
  layers: [{ file: 'top.gtl', index: 0, side: 'top', minTraceMm: 0.2, minSpaceMm: 0.2, slivers: 0 }],
  minTraceMm: 0.254,
  minSpaceMm: null,
  slivers: 0,
  minPlatedHoleMm: 0.4,
  minNonPlatedHoleMm: 3.2,
  minAnnularRingMm: 0.15,
  minHoleToEdgeMm: 1.1,
  minCopperToEdgeMm: 0,
  slots: { count: 0, minWidthMm: null, maxLengthMm: null },
  widthMm: 68.58,
  heightMm: 53.34,
  copperLayers: 2,
  millis: 120,
  how: {},
};

describe('the board the comparison is asked for', () => {
  it('sends the quantity and lead time apart from the entered values, and leaves out empty entries', () => {
    const body = compareBodyOf({
      values: { LAYERS: '2', WIDTH_MM: '100', HEIGHT_MM: ' ', QTY: '25', LEAD_TIME: 'fastest' },
      quantityCode: 'QTY',
    });
    expect(body).toEqual({ params: { LAYERS: '2', WIDTH_MM: '100' }, quantity: 25, leadTime: 'fastest' });
  });

  it('keeps a quantity that is not a whole number among the values, for the books to refuse it', () => {
    expect(compareBodyOf({ values: { LAYERS: '2', QTY: '2.5' }, quantityCode: 'QTY' })).toEqual({
      params: { LAYERS: '2', QTY: '2.5' },
    });
  });

  it('asks for nothing while the form is empty', () => {
    expect(compareBodyOf({ values: {}, quantityCode: 'QTY' })).toBeNull();
    expect(compareBodyOf({ values: { LAYERS: '' }, quantityCode: 'QTY' })).toBeNull();
  });

  it('adds the upload’s CAM values, its design-rule figures and the destination', () => {
    const body = compareBodyOf({
      values: { QTY: '10' },
      quantityCode: 'QTY',
      cam: { widthMm: 68.58, heightMm: 53.34, copperLayers: 2 },
      analysis: { widthMm: 68.58, dfm },
      destination: { country: 'DE', province: null },
    });
    expect(body).toMatchObject({
      params: {},
      quantity: 10,
      cam: { widthMm: 68.58, heightMm: 53.34, copperLayers: 2 },
      dfm: { minTraceMm: 0.254, widthMm: 68.58, copperLayers: 2 },
      destination: { country: 'DE', province: null },
    });
  });
});

describe('the design-rule figures of an upload', () => {
  it('keeps the figures the check reads, a length not measured (or zero) as null', () => {
    expect(measuredRulesOf({ dfm })).toEqual({
      minTraceMm: 0.254,
      minSpaceMm: null,
      minPlatedHoleMm: 0.4,
      minNonPlatedHoleMm: 3.2,
      minAnnularRingMm: 0.15,
      minHoleToEdgeMm: 1.1,
      minCopperToEdgeMm: null,
      slots: { minWidthMm: null },
      widthMm: 68.58,
      heightMm: 53.34,
      copperLayers: 2,
    });
  });

  it('is none for an analysis without a design-rule check, or no analysis', () => {
    expect(measuredRulesOf({ widthMm: 10 })).toBeUndefined();
    expect(measuredRulesOf(null)).toBeUndefined();
    expect(measuredRulesOf(undefined)).toBeUndefined();
  });
});
