import { describe, expect, it } from 'vitest';
import type { CamAnalysis } from '../gerber/types';
import { gerberReasonOf } from './gerber-reasons';

const board = (given: Partial<CamAnalysis>) =>
  ({ widthMm: 68.58, heightMm: 53.34, sizeFrom: 'outline', copperLayers: 2, ...given }) as CamAnalysis;

describe('why a value came from the Gerber files', () => {
  it('names the board outline, or the copper extent, with both sides of the size', () => {
    expect(gerberReasonOf('widthMm', board({}), '68.58')).toEqual({ key: 'sizeOutline', width: 68.58, height: 53.34 });
    expect(gerberReasonOf('heightMm', board({ sizeFrom: 'copper-extent' }), '53.34')).toEqual({
      key: 'sizeCopper',
      width: 68.58,
      height: 53.34,
    });
    expect(gerberReasonOf('widthMm', board({ heightMm: null }), '68.58')).toEqual({ key: 'measured', value: '68.58' });
  });

  it('counts the copper layers and names the drill and trace measurements', () => {
    expect(gerberReasonOf('copperLayers', board({}), '2')).toEqual({ key: 'layers', count: 2 });
    expect(gerberReasonOf('drill.minHoleMm', board({}), '0.3')).toEqual({ key: 'minHole', value: '0.3' });
    expect(gerberReasonOf('drill.holeCount', board({}), '169')).toEqual({ key: 'holeCount', value: '169' });
    expect(gerberReasonOf('minTraceMm', board({}), '0.15')).toEqual({ key: 'minTrace', value: '0.15' });
    expect(gerberReasonOf('minSpaceMm', board({}), '0.15')).toEqual({ key: 'measured', value: '0.15' });
  });
});
