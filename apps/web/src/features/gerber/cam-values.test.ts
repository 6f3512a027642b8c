import { demoPriceBook } from '@pcbunion/core';
import { describe, expect, it } from 'vitest';
import { camValuesOf, filledParameters } from './cam-values';
import type { CamAnalysis } from './types';

const arduino = {
  widthMm: 68.58,
  heightMm: 53.34,
  sizeFrom: 'outline',
  sizeIsGuess: false,
  copperLayers: 2,
  drill: {
    hits: 169,
    platedHits: 169,
    nonPlatedHits: 0,
    sizesMm: [0.61, 3.2],
    minHoleMm: 0.61,
    maxHoleMm: 3.2,
    slots: 0,
  },
  minTraceMm: null,
  units: { widthMm: 'mm', heightMm: 'mm', copperLayers: 'layers', 'drill.minHoleMm': 'mm', 'drill.hits': 'holes' },
  found: { widthMm: 'board outline (arduino-uno.gko)', copperLayers: 'two copper files' },
  warnings: [],
} as unknown as CamAnalysis;

describe('the CAM values handed to the quotation form', () => {
  it('puts each measured value at its parameter path and leaves out what was not measured', () => {
    const values = camValuesOf(arduino);
    expect(values).toEqual({
      widthMm: 68.58,
      heightMm: 53.34,
      copperLayers: 2,
      drill: { minHoleMm: 0.61, holeCount: 169 },
    });
    expect('minTraceMm' in values).toBe(false);
  });

  it('lists the book parameters with a CAM mapping, with value, unit and how it was found', () => {
    const filled = filledParameters(demoPriceBook.parameters, arduino);
    expect(filled.map((f) => f.code)).toEqual(expect.arrayContaining(['LAYERS', 'WIDTH_MM', 'HEIGHT_MM']));
    expect(filled.find((f) => f.code === 'WIDTH_MM')).toMatchObject({
      value: 68.58,
      unit: 'mm',
      how: 'board outline (arduino-uno.gko)',
    });
    expect(filled.find((f) => f.code === 'LAYERS')).toMatchObject({ value: 2, unit: 'layers' });
  });
});
