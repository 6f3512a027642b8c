/** Assembly facts of hand-made boards: every count worked out by hand. */
import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../src/index.js';
import { drillFile, GerberWriter, rectangleOutline } from './gerber-writer.js';

// 40 × 30 mm. Top paste: an SOIC-8 (0.6 × 2.0 pads, pitch 1.27, rows 5.4 apart) at x 5–8.81, y 5 / 10.4; two 0603
// chip parts (0.8 × 0.9 lands 1.6 apart) at (20, 5) and (20, 8); a board-edge stroke drawn on the paste film (not a
// pad). Bottom paste: one 0805 (1.0 × 1.3 lands, 2.0 apart) at (30, 20). Drills, all plated: two 0.3 mm vias
// (too small), three 1.0 mm leads under mask openings, one 1.0 mm hole the mask covers (a tented via), one 3.2 mm
// mounting hole. Joints: 3.
function board() {
  const top = new GerberWriter('Paste,Top').aperture('R,0.6X2.0');
  for (let i = 0; i < 4; i++) top.flash(5 + i * 1.27, 5).flash(5 + i * 1.27, 10.4);
  top.aperture('R,0.8X0.9').flash(19.2, 5).flash(20.8, 5).flash(19.2, 8).flash(20.8, 8);
  top.aperture('C,0.1').path([0, 0], [40, 0]);
  const bottom = new GerberWriter('Paste,Bot').aperture('R,1.0X1.3').flash(29, 20).flash(31, 20);
  const mask = new GerberWriter('Soldermask,Top').aperture('C,1.6').flash(10, 25).flash(12.54, 25).flash(15.08, 25);
  return analyzeFiles([
    top.file('paste-top.gbr'),
    bottom.file('paste-bottom.gbr'),
    mask.file('mask-top.gbr'),
    new GerberWriter('Copper,L1,Top')
      .aperture('C,1.6')
      .flash(10, 25)
      .flash(12.54, 25)
      .flash(15.08, 25)
      .flash(30, 25)
      .file('top.gbr'),
    rectangleOutline(40, 30).file('outline.gbr'),
    drillFile(
      'pth.drl',
      [
        [3, 27, 0.3],
        [6, 27, 0.3],
        [10, 25, 1.0],
        [12.54, 25, 1.0],
        [15.08, 25, 1.0],
        [30, 25, 1.0],
        [36, 26, 3.2],
      ],
      '; #@! TF.FileFunction,Plated,1,2,PTH',
    ),
  ]).assembly;
}

describe('assembly facts of a hand-made board', () => {
  const facts = board();

  it('counts each paste opening as a pad and clusters them into parts, per side', () => {
    expect(facts.source).toBe('paste');
    expect(facts.sides).toEqual(['top', 'bottom']);
    expect(facts.top).toMatchObject({
      pads: 12,
      parts: 3,
      footprints: 2,
      partsBy: { pins: 1, grid: 0, pair: 2, single: 0 },
    });
    expect(facts.bottom).toMatchObject({ pads: 2, parts: 1, footprints: 1 });
  });

  it('measures the paste extent from the openings, not the stroke drawn on the film', () => {
    // SOIC: x 4.7 … 8.81 + 0.3 = 9.11, y 4 … 11.4; chips: x 18.8 … 21.2, y 4.55 … 8.45.
    expect(facts.top.pasteExtentMm).toEqual({
      minX: 4.7,
      minY: 4,
      maxX: 21.2,
      maxY: 11.4,
      widthMm: 16.5,
      heightMm: 7.4,
    });
    expect(facts.bottom.pasteExtentMm).toMatchObject({ widthMm: 3, heightMm: 1.3 });
  });

  it('counts a joint for each plated lead hole with a mask opening, not vias, tented holes or mounting holes', () => {
    expect(facts.throughHoleJoints).toBe(3);
    expect(facts.how.throughHoleJoints).toContain('3 of 7 plated holes');
  });

  it('falls back to the mask openings off the holes when the set has no paste film', () => {
    const mask = new GerberWriter('Soldermask,Top')
      .aperture('R,0.8X0.9')
      .flash(19.2, 5)
      .flash(20.8, 5)
      .aperture('C,1.6')
      .flash(10, 25);
    const result = analyzeFiles([
      mask.file('mask.gbr'),
      rectangleOutline(40, 30).file('o.gbr'),
      drillFile('d.drl', [[10, 25, 1.0]], '; #@! TF.FileFunction,Plated,1,2,PTH'),
    ]);
    expect(result.assembly).toMatchObject({
      source: 'mask',
      sides: ['top'],
      top: { pads: 2, parts: 1 },
      throughHoleJoints: 1,
    });
  });
});
