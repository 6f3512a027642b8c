import { describe, expect, it } from 'vitest';
import { parseGerber } from './parse.js';
import type { Aperture } from './types.js';

function apertureOf(definition: string, units = 'MOMM'): Aperture {
  const image = parseGerber(`%FSLAX24Y24*%\n%${units}*%\n${definition}\nD10*\nX0Y0D03*\nM02*\n`);
  const flash = image.objects[0];
  if (!flash || flash.kind !== 'flash') throw new Error(`no flash: ${JSON.stringify(image.warnings)}`);
  return flash.aperture;
}

describe('aperture macros', () => {
  it('evaluates variables and expressions (Eagle OC8 octagon, primitive 5)', () => {
    const aperture = apertureOf('%AMOC8*\n5,1,8,0,0,1.08239X$1,22.5*\n%\n%ADD10OC8,0.0740*%', 'MOIN');
    expect(aperture.shape.kind).toBe('macro');
    const width = aperture.box.maxX - aperture.box.minX;
    // 1.08239 × $1 is the circumscribed diameter of an octagon $1 across flats; turned 22.5° it stands on a flat.
    expect(width).toBeCloseTo(0.074 * 25.4, 4);
    expect(aperture.shape.kind === 'macro' ? aperture.shape.shapes[0] : null).toMatchObject({ kind: 'polygon' });
  });

  it('reads centre lines (21), circles (1) and assignments like Altium rounded rectangles', () => {
    const aperture = apertureOf('%AMRR*\n$3=$2/2*\n21,1,$1,$2-$3,0,0,0*\n1,1,$3,0,$3/2*\n%\n%ADD10RR,2X1*%');
    expect(aperture.shape.kind === 'macro' ? aperture.shape.shapes.map((s) => s.kind) : []).toEqual([
      'polygon',
      'circle',
    ]);
    expect(aperture.box).toMatchObject({ minX: -1, maxX: 1 });
    expect(aperture.box.maxY).toBeCloseTo(0.5, 9);
  });

  it('rotates primitives about the macro origin', () => {
    const aperture = apertureOf('%AMBAR*\n21,1,4,1,0,0,90*\n%\n%ADD10BAR*%');
    expect(aperture.box.maxY).toBeCloseTo(2, 9);
    expect(aperture.box.maxX).toBeCloseTo(0.5, 9);
  });

  it('reads vector lines (20), lower-left lines (22) and outlines (4)', () => {
    const aperture = apertureOf(
      '%AMMIX*\n20,1,0.5,0,0,3,0,0*\n22,1,1,1,-2,-2,0*\n4,1,3,0,0,1,0,1,4,0,0,0*\n%\n%ADD10MIX*%',
    );
    expect(aperture.box).toMatchObject({ minX: -2, minY: -2, maxX: 3, maxY: 4 });
  });

  it('reads thermals (7) as a ring with gaps, its outer circle bounding it', () => {
    const aperture = apertureOf('%AMTH*\n7,0,0,2,1.5,0.2,45*\n%\n%ADD10TH*%');
    const shapes = aperture.shape.kind === 'macro' ? aperture.shape.shapes : [];
    expect(shapes.filter((s) => !s.dark)).toHaveLength(3);
    expect(aperture.box.maxX).toBeCloseTo(1, 9);
  });

  it('reads standard polygon and obround apertures with holes', () => {
    const polygon = apertureOf('%ADD10P,2X6X0X0.5*%');
    expect(polygon).toMatchObject({ shape: { kind: 'polygon', vertices: 6, diameter: 2 }, holeDiameter: 0.5 });
    const obround = apertureOf('%ADD10O,3X1*%');
    expect(obround.box).toMatchObject({ minX: -1.5, maxY: 0.5 });
  });

  it('warns about an unknown macro instead of failing', () => {
    const image = parseGerber('%FSLAX24Y24*%\n%MOMM*%\n%ADD10NOPE,1*%\nM02*\n');
    expect(image.warnings.map((w) => w.code)).toContain('aperture');
  });
});
