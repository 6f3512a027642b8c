import { demoPriceBook } from '@pcbunion/core';
import { describe, expect, it } from 'vitest';
import { camValuesOf, filledParameters, gerberEntries } from './cam-values';
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

  it('gives each measured parameter the value its control shows: the list’s option, or the number as text', () => {
    expect(gerberEntries(demoPriceBook.parameters, arduino)).toEqual(
      expect.arrayContaining([
        { code: 'LAYERS', camField: 'copperLayers', value: '2' },
        { code: 'WIDTH_MM', camField: 'widthMm', value: '68.58' },
        { code: 'HEIGHT_MM', camField: 'heightMm', value: '53.34' },
      ]),
    );
    const layersListed = demoPriceBook.parameters.map((p) =>
      p.code === 'LAYERS' ? { ...p, valueList: [{ value: '1' }, { value: '2.0' }] } : p,
    );
    expect(gerberEntries(layersListed, arduino).find((e) => e.code === 'LAYERS')?.value).toBe('2.0');
  });

  it('gives nothing for a measurement the list lacks or one not measured', () => {
    const threeLayers = { ...arduino, copperLayers: 3, widthMm: null } as CamAnalysis;
    const codes = gerberEntries(demoPriceBook.parameters, threeLayers).map((e) => e.code);
    expect(codes).not.toContain('LAYERS');
    expect(codes).not.toContain('WIDTH_MM');
    expect(codes).toContain('HEIGHT_MM');
  });
});
