import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../src/index.js';
import type { InputFile } from '../src/types.js';
import { drillFile, GerberWriter } from './gerber-writer.js';

/** A full circle of radius r around (cx, cy), drawn as two half arcs. */
function circle(writer: GerberWriter, cx: number, cy: number, r: number): GerberWriter {
  return writer
    .path([cx + r, cy])
    .arcTo(cx + r, cy, cx - r, cy, cx, cy)
    .arcTo(cx - r, cy, cx + r, cy, cx, cy);
}

/** Copper of a board whose parts sit in one corner: pads on the holes and a track between them. */
function cornerCopper(holes: Array<[number, number]>): GerberWriter {
  const copper = new GerberWriter().aperture('C,1.6');
  for (const [x, y] of holes) copper.flash(x, y);
  return copper.aperture('C,0.3').path(...holes);
}

describe('board size survives unusual outlines', () => {
  // A 300 mm clock face: the outline layer holds the round edge, four 3.2 mm mounting holes and an 8 × 8 mm
  // window; the electronics (128 pads) sit in one corner, inside the window's box, and the one part elsewhere is the
  // hands' motor at the centre: 2 pads of 130, so the window holds 98.5 % of the copper and the holes.
  const centre = 150;
  const outline = circle(new GerberWriter().aperture('C,0.15'), centre, centre, 150);
  const mounting: Array<[number, number]> = [
    [60, 60],
    [240, 60],
    [60, 240],
    [240, 240],
  ];
  for (const [x, y] of mounting) circle(outline, x, y, 1.6);
  outline.path([70, 40], [78, 40], [78, 48], [70, 48], [70, 40]);
  const holes: Array<[number, number]> = [
    ...Array.from({ length: 128 }, (_, i): [number, number] => [
      70.5 + (i % 16) * 0.4,
      40.5 + 0.9 * Math.floor(i / 16),
    ]),
    [150, 150],
    [152, 150],
  ];
  const files: InputFile[] = [
    outline.file('clock.gko'),
    cornerCopper(holes).file('clock.gtl'),
    cornerCopper(holes).file('clock.gbl'),
    drillFile(
      'clock.drl',
      holes.map(([x, y]) => [x, y, 0.8]),
    ),
  ];

  it('reads a round clock face by its circle, not by a small contour or a mounting hole', () => {
    const result = analyzeFiles(files);
    expect(result.widthMm).toBeCloseTo(300, 1);
    expect(result.heightMm).toBeCloseTo(300, 1);
    expect(result.sizeIsGuess).toBe(false);
  });

  it('without copper or holes takes the largest contour of the outline layer', () => {
    const result = analyzeFiles([outline.file('clock.gko'), drillFile('empty.drl', [])]);
    expect(result.widthMm).toBeCloseTo(300, 1);
  });

  it('finds a Siemens outline in a file whose name does not say outline, by what it draws', () => {
    // 65 × 59 mm board; the copper films also carry a title text block reaching to x = 123 (copper extent).
    const board: Array<[number, number]> = [
      [10, 10],
      [20, 10],
      [30, 40],
      [55, 50],
    ];
    const top = cornerCopper(board).aperture('C,0.2').path([80, 5], [123, 5]).path([80, 70], [123, 70]);
    const edge = new GerberWriter().aperture('C,0.1').path([0, 0], [65, 0], [65, 59], [0, 59], [0, 0]);
    const result = analyzeFiles([
      top.file('EtchLayer1Top.gdo'),
      cornerCopper(board).file('EtchLayer2Bottom.gdo'),
      edge.file('Fabrication.gdo'),
      drillFile(
        'ThruHolePlated.ncd',
        board.map(([x, y]) => [x, y, 0.8]),
      ),
    ]);
    expect(result.copperLayers).toBe(2);
    expect([result.widthMm, result.heightMm, result.sizeIsGuess]).toEqual([65, 59, false]);
    const file = result.files.find((f) => f.name === 'Fabrication.gdo');
    expect(file?.role).toBe('outline');
    expect(file?.evidence.join(' ')).toMatch(/closed 65\.00 × 59\.00 mm contour/);
  });
});

describe('copper counted by what the films draw', () => {
  const holes: Array<[number, number]> = [
    [5, 5],
    [10, 5],
    [15, 5],
    [5, 15],
    [10, 15],
    [15, 15],
  ];
  const edge = new GerberWriter().aperture('C,0.1').path([0, 0], [20, 0], [20, 20], [0, 20], [0, 0]);
  const paste = new GerberWriter().aperture('R,0.6X1.0');
  for (const x of [3, 4, 5, 6, 7]) paste.flash(x, 10);
  const assembly = new GerberWriter()
    .aperture('C,0.12')
    .path([2, 2], [8, 2], [8, 8], [2, 8], [2, 2])
    .path([12, 2], [18, 8]);

  it('a 2-layer board whose paste and assembly films are named like copper layers reads 2 copper', () => {
    const result = analyzeFiles([
      cornerCopper(holes).file('LAYER_1.art'),
      cornerCopper(holes).file('LAYER_2.art'),
      paste.file('LAYER_3.art'),
      assembly.file('LAYER_4.art'),
      edge.file('board.gko'),
      drillFile(
        'board.drl',
        holes.map(([x, y]) => [x, y, 0.8]),
      ),
    ]);
    expect(result.copperLayers).toBe(2);
    const roles = Object.fromEntries(result.files.map((f) => [f.name, f.role]));
    expect(roles).toMatchObject({ 'LAYER_3.art': 'solderpaste', 'LAYER_4.art': 'drawing' });
    const evidence = result.files.find((f) => f.name === 'LAYER_4.art')?.evidence ?? [];
    expect(evidence.some((line) => /does not draw like copper/.test(line))).toBe(true);
    expect(result.files.find((f) => f.name === 'LAYER_4.art')?.confidence).toBeLessThan(0.85);
  });

  it('tells a mask named like copper (openings wider than the pads) from an inner layer of pads only', () => {
    const pads = (size: number): GerberWriter => {
      const writer = new GerberWriter().aperture(`C,${size}`);
      for (const [x, y] of holes) writer.flash(x, y);
      return writer;
    };
    const result = analyzeFiles([
      cornerCopper(holes).file('LAYER_1.art'),
      pads(1.6).file('LAYER_2.art'),
      pads(1.8).file('LAYER_3.art'),
      cornerCopper(holes).file('LAYER_4.art'),
      edge.file('board.gko'),
      drillFile(
        'board.drl',
        holes.map(([x, y]) => [x, y, 0.8]),
      ),
    ]);
    const roles = Object.fromEntries(result.files.map((f) => [f.name, f.role]));
    expect(roles).toMatchObject({ 'LAYER_2.art': 'copper', 'LAYER_3.art': 'soldermask' });
    expect(result.copperLayers).toBe(3);
  });
});
