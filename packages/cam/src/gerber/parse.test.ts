import { describe, expect, it } from 'vitest';
import { centreBounds, inkBounds } from '../geometry/bbox.js';
import { parseGerber } from './parse.js';
import type { FlashObject, GraphicObject, StrokeObject } from './types.js';

const header = (format = 'FSLAX24Y24', units = 'MOIN'): string => `%${format}*%\n%${units}*%\n%ADD10C,0.010*%\nD10*\n`;
const strokes = (objects: GraphicObject[]): StrokeObject[] =>
  objects.filter((o): o is StrokeObject => o.kind === 'line' || o.kind === 'arc');

describe('Gerber units and coordinate formats', () => {
  it('reads inch coordinates with leading zeros omitted and converts them to mm', () => {
    const image = parseGerber(`${header()}X0Y0D02*\nX10000Y5000D01*\nM02*\n`);
    expect(image.units).toBe('in');
    expect(strokes(image.objects)[0]).toMatchObject({ kind: 'line', x1: 0, y1: 0, x2: 25.4, y2: 12.7 });
    expect(image.warnings).toEqual([]);
    expect(image.complete).toBe(true);
  });

  it('reads trailing-zero-omitted coordinates as left-aligned digits', () => {
    const image = parseGerber(`${header('FSTAX23Y23', 'MOMM')}X0Y0D02*\nX15Y25D01*\nM02*\n`);
    expect(strokes(image.objects)[0]).toMatchObject({ x2: 15, y2: 25 });
  });

  it('reads the same digits as 0.015 mm when leading zeros are omitted', () => {
    const image = parseGerber(`${header('FSLAX23Y23', 'MOMM')}X0Y0D02*\nX15Y25D01*\nM02*\n`);
    expect(strokes(image.objects)[0]?.x2).toBeCloseTo(0.015, 9);
  });

  it('takes old G70/G71 unit codes and G54 aperture prefixes', () => {
    const image = parseGerber('%FSLAX24Y24*%\nG71*\n%ADD11C,0.5*%\nG54D11*\nX0Y0D02*\nX10000Y0D01*\nM02*\n');
    expect(image.units).toBe('mm');
    expect(strokes(image.objects)[0]).toMatchObject({
      x2: 1,
      aperture: { code: 11, shape: { kind: 'circle', diameter: 0.5 } },
    });
  });

  it('keeps the last operation for coordinate-only blocks (deprecated modal D01)', () => {
    const image = parseGerber(`${header('FSLAX24Y24', 'MOMM')}X0Y0D02*\nX10000Y0D01*\nX10000Y10000*\nM02*\n`);
    expect(strokes(image.objects)).toHaveLength(2);
  });

  it('reads incremental coordinates relative to the previous point, with a warning', () => {
    const image = parseGerber('%FSLIX24Y24*%\n%MOMM*%\n%ADD10C,0.1*%\nD10*\nX10000Y0D02*\nX10000Y0D01*\nM02*\n');
    expect(strokes(image.objects)[0]).toMatchObject({ x1: 1, x2: 2 });
    expect(image.warnings.map((w) => w.code)).toContain('incremental');
  });
});

describe('Gerber interpolation', () => {
  const mm = header('FSLAX24Y24', 'MOMM');

  it('draws a multi-quadrant (G75) arc from its signed centre offset and bounds it by its extremes', () => {
    const image = parseGerber(`${mm}G75*\nX10000Y0D02*\nG03X-10000Y0I-10000J0D01*\nM02*\n`);
    const arc = strokes(image.objects)[0];
    expect(arc).toMatchObject({ kind: 'arc', cx: 0, cy: 0, clockwise: false });
    const bounds = centreBounds(image.objects);
    expect(bounds.maxY).toBeCloseTo(1, 9);
    expect(bounds.minY).toBeCloseTo(0, 9);
  });

  it('draws a clockwise arc the other way round', () => {
    const image = parseGerber(`${mm}G75*\nX10000Y0D02*\nG02X-10000Y0I-10000J0D01*\nM02*\n`);
    expect(centreBounds(image.objects).minY).toBeCloseTo(-1, 9);
  });

  it('makes a full circle when a G75 arc ends where it starts', () => {
    const image = parseGerber(`${mm}G75*\nX10000Y0D02*\nG03X10000Y0I-10000J0D01*\nM02*\n`);
    const bounds = centreBounds(image.objects);
    expect([bounds.minX, bounds.maxX, bounds.minY, bounds.maxY].map((v) => Math.round(v * 1e6) / 1e6)).toEqual([
      -1, 1, -1, 1,
    ]);
  });

  it('finds the centre of a single-quadrant (G74) arc from unsigned offsets', () => {
    const image = parseGerber(`${mm}G74*\nX10000Y0D02*\nG03X0Y10000I10000J0D01*\nM02*\n`);
    const arc = strokes(image.objects)[0];
    expect(arc).toMatchObject({ kind: 'arc' });
    expect(arc?.kind === 'arc' ? [arc.cx, arc.cy] : []).toEqual([0, 0]);
    expect(centreBounds(image.objects).maxX).toBeCloseTo(1, 9);
  });

  it('counts the aperture in the ink extent but not in the centre-line extent', () => {
    const image = parseGerber(`${mm.replace('0.010', '0.4')}X0Y0D02*\nX20000Y0D01*\nM02*\n`);
    expect(centreBounds(image.objects).maxX).toBeCloseTo(2, 9);
    expect(inkBounds(image.objects).maxX).toBeCloseTo(2.2, 9);
  });
});

describe('Gerber regions, polarity and step-and-repeat', () => {
  const mm = header('FSLAX24Y24', 'MOMM');

  it('turns a G36/G37 region into one filled contour, and D02 starts the next contour', () => {
    const image = parseGerber(
      `${mm}G36*\nX0Y0D02*\nX10000Y0D01*\nX10000Y10000D01*\nX0Y0D01*\nX20000Y0D02*\nX30000Y0D01*\nX30000Y10000D01*\nX20000Y0D01*\nG37*\nM02*\n`,
    );
    const regions = image.objects.filter((o) => o.kind === 'region');
    expect(regions).toHaveLength(2);
    expect(regions[0]?.kind === 'region' ? regions[0].contour : []).toHaveLength(3);
  });

  it('marks objects drawn after %LPC*% as clear', () => {
    const image = parseGerber(`${mm}X0Y0D03*\n%LPC*%\nX0Y0D03*\n%LPD*%\nX0Y0D03*\nM02*\n`);
    expect(image.objects.map((o) => o.dark)).toEqual([true, false, true]);
  });

  it('repeats the objects inside an SR block on its grid', () => {
    const image = parseGerber(`${mm}%SRX3Y2I5.0J4.0*%\nX0Y0D03*\n%SR*%\nM02*\n`);
    const flashes = image.objects as FlashObject[];
    expect(flashes).toHaveLength(6);
    expect(flashes.map((f) => `${f.x},${f.y}`).sort()).toEqual(['0,0', '0,4', '10,0', '10,4', '5,0', '5,4']);
  });
});

describe('Gerber attributes and bad input', () => {
  it('keeps X2 file attributes and attaches aperture functions', () => {
    const image = parseGerber(
      '%TF.FileFunction,Copper,L1,Top*%\n%FSLAX46Y46*%\n%MOMM*%\n%TA.AperFunction,Conductor*%\n' +
        '%ADD10C,0.15*%\n%TD*%\n%ADD11C,0.3*%\nD10*\nX0Y0D02*\nX1000000Y0D01*\nD11*\nX0Y0D03*\nM02*\n',
    );
    expect(image.fileAttributes.FileFunction).toBe('Copper,L1,Top');
    expect(image.objects.map((o) => (o.kind === 'region' ? null : (o.aperture.function ?? null)))).toEqual([
      'Conductor',
      null,
    ]);
  });

  it('turns unknown commands into warnings and keeps going', () => {
    const image = parseGerber(`${header()}G99*\nQ12*\n%XY123*%\nX0Y0D03*\nM02*\n`);
    expect(image.objects).toHaveLength(1);
    expect(image.warnings.map((w) => w.code)).toContain('unknown-command');
  });

  it('warns about a file cut short and still returns what it read', () => {
    const image = parseGerber(`${header()}X0Y0D03*\nX1000Y1000D0`);
    expect(image.objects).toHaveLength(1);
    expect(image.complete).toBe(false);
    expect(image.warnings.map((w) => w.code)).toContain('truncated');
  });

  it('stops at the command budget instead of running on', () => {
    const body = 'X0Y0D03*\n'.repeat(5000);
    const image = parseGerber(`${header()}${body}M02*\n`, { maxCommands: 1000 });
    expect(image.objects.length).toBeLessThan(1000);
    expect(image.warnings.map((w) => w.code)).toContain('work-limit');
  });

  it('ignores flashes and strokes made with an undefined aperture, with a warning', () => {
    const image = parseGerber('%FSLAX24Y24*%\n%MOIN*%\nD42*\nX0Y0D03*\nM02*\n');
    expect(image.objects).toHaveLength(0);
    expect(image.warnings.map((w) => w.code)).toEqual(expect.arrayContaining(['undefined-aperture', 'no-aperture']));
  });
});
