import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../src/index.js';
import { drillFile, GerberWriter, rectangleOutline } from './gerber-writer.js';

describe('a hand-written 4-layer board with X2 attributes and neutral file names', () => {
  // 50 × 30 mm with 2 mm rounded corners drawn as arcs.
  const outline = new GerberWriter('Profile,NP')
    .aperture('C,0.15')
    .path([2, 0], [48, 0])
    .arcTo(48, 0, 50, 2, 48, 2)
    .path([50, 2], [50, 28])
    .arcTo(50, 28, 48, 30, 48, 28)
    .path([48, 30], [2, 30])
    .arcTo(2, 30, 0, 28, 2, 28)
    .path([0, 28], [0, 2])
    .arcTo(0, 2, 2, 0, 2, 2);
  const copper = (layer: string) =>
    new GerberWriter(`Copper,${layer}`)
      .aperture('C,0.15', 'Conductor')
      .path([5, 5], [45, 5])
      .aperture('C,0.1')
      .path([5, 25], [8, 25])
      .aperture('R,1.5X1.5', 'SMDPad,CuDef')
      .flash(10, 10);
  const files = [
    copper('L1,Top').file('a.gbr'),
    copper('L2,Inr').file('b.gbr'),
    copper('L3,Inr').file('c.gbr'),
    copper('L4,Bot').file('d.gbr'),
    new GerberWriter('Soldermask,Top').aperture('R,1.6X1.6').flash(10, 10).file('e.gbr'),
    new GerberWriter('Legend,Top').aperture('C,0.15').path([20, 20], [30, 20]).file('f.gbr'),
    outline.file('g.gbr'),
    drillFile(
      'h.drl',
      [
        [20, 15, 0.3],
        [25, 15, 0.3],
        [30, 15, 1.0],
      ],
      '; #@! TF.FileFunction,Plated,1,4,PTH',
    ),
    drillFile('i.drl', [[3, 3, 3.2]], '; #@! TF.FileFunction,NonPlated,1,4,NPTH'),
  ];
  const result = analyzeFiles(files);

  it('counts four copper layers and places them from their X2 attributes', () => {
    expect(result.copperLayers).toBe(4);
    expect(result.files.map((f) => `${f.name}:${f.role}/${f.side}`)).toEqual([
      'a.gbr:copper/top',
      'b.gbr:copper/inner',
      'c.gbr:copper/inner',
      'd.gbr:copper/bottom',
      'e.gbr:soldermask/top',
      'f.gbr:silkscreen/top',
      'g.gbr:outline/all',
      'h.drl:drill/all',
      'i.drl:drill/all',
    ]);
    expect(result.files.every((f) => f.identifiedBy === 'x2-attribute')).toBe(true);
    expect(result.files.find((f) => f.name === 'c.gbr')?.copperIndex).toBe(3);
  });

  it('measures 50 × 30 mm through the rounded corners', () => {
    expect(result).toMatchObject({ widthMm: 50, heightMm: 30, sizeFrom: 'outline', sizeIsGuess: false });
  });

  it('takes the narrowest X2 conductor as the minimum trace, not thinner non-conductor lines', () => {
    expect(result.minTraceMm).toBe(0.15);
    expect(result.found.minTraceMm).toMatch(/Conductor/);
  });

  it('splits plated and non-plated holes and lists the sizes', () => {
    expect(result.drill).toEqual({
      hits: 4,
      platedHits: 3,
      nonPlatedHits: 1,
      sizesMm: [0.3, 1, 3.2],
      minHoleMm: 0.3,
      maxHoleMm: 3.2,
      slots: 0,
    });
    expect(result.solderMask).toEqual({ top: true, bottom: false });
    expect(result.silkscreen).toEqual({ top: true, bottom: false });
  });
});

describe('outline shapes', () => {
  it('sizes a round board drawn as one full-circle arc by its extremes, not its end points', () => {
    const circle = new GerberWriter('Profile,NP')
      .aperture('C,0.2')
      .path([120, 100])
      .arcTo(120, 100, 120, 100, 100, 100);
    const copper = new GerberWriter('Copper,L1,Top').aperture('C,0.2').path([95, 95], [105, 105]);
    const result = analyzeFiles([circle.file('round.gko'), copper.file('round.gtl')]);
    expect(result).toMatchObject({ widthMm: 40, heightMm: 40, sizeFrom: 'outline', copperLayers: 1 });
    expect(result.boardBoundsMm).toEqual({ minX: 80, minY: 80, maxX: 120, maxY: 120 });
  });

  it('leaves a stray text mark far from the board out of the size and says so', () => {
    const outline = rectangleOutline(40, 25).path([70, 10], [75, 10], [72, 14]);
    const result = analyzeFiles([
      outline.file('board.gko'),
      new GerberWriter().aperture('C,0.2').path([5, 5], [10, 5]).file('board.gtl'),
    ]);
    expect(result).toMatchObject({ widthMm: 40, heightMm: 25 });
    expect(result.warnings.map((w) => w.code)).toContain('outline-stray-marks');
  });
});

describe('edge features', () => {
  it('finds gold fingers: a row of long pads at the bottom edge with mask openings', () => {
    const fingers = (writer: GerberWriter) => {
      for (let i = 0; i < 8; i++) writer.flash(10 + 2 * i, 2.7);
      return writer;
    };
    const files = [
      rectangleOutline(60, 40).file('card.gko'),
      fingers(new GerberWriter().aperture('R,1.0X5.0')).file('card.gtl'),
      fingers(new GerberWriter().aperture('R,1.2X5.2')).file('card.gts'),
      new GerberWriter().aperture('C,0.2').path([5, 30], [50, 30]).file('card.gbl'),
    ];
    const result = analyzeFiles(files);
    expect(result.goldFingers).toMatchObject({ detected: true, count: 8, side: 'top' });
  });

  it('does not call the same pads gold fingers without mask openings over them', () => {
    const pads = new GerberWriter().aperture('R,1.0X5.0');
    for (let i = 0; i < 8; i++) pads.flash(10 + 2 * i, 2.7);
    const mask = new GerberWriter().aperture('C,1.0').flash(50, 30);
    const result = analyzeFiles([
      rectangleOutline(60, 40).file('card.gko'),
      pads.file('card.gtl'),
      mask.file('card.gts'),
    ]);
    expect(result.goldFingers.detected).toBe(false);
  });

  it('finds castellated holes: plated holes whose centre is on the board edge', () => {
    const holes: Array<[number, number, number]> = [
      [30, 5, 0.8],
      [30, 8, 0.8],
      [30, 11, 0.8],
      [30, 14, 0.8],
      [15, 10, 0.8],
    ];
    const result = analyzeFiles([
      rectangleOutline(30, 20).file('module.gko'),
      new GerberWriter().aperture('C,1.5').flash(30, 5).file('module.gtl'),
      drillFile('module-PTH.drl', holes),
      drillFile('module-NPTH.drl', [[0, 10, 1.0]]),
    ]);
    expect(result.castellatedHoles).toMatchObject({ detected: true, count: 4, side: 'both' });
  });
});
