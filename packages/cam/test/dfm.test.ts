import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../src/index.js';
import { drillFile, GerberWriter, rectangleOutline } from './gerber-writer.js';

describe('design-rule figures of a hand-made board (every number worked out by hand)', () => {
  // 30 × 20 mm. Top: a 0.2 mm track y=5 and a 0.15 mm track y=5.5 (centres 0.5 apart: gap 0.5 − 0.1 − 0.075 = 0.325);
  // a 1.0 mm square pad at (10,12) on a 0.4 mm hole (ring 0.3); a 0.8 mm round pad at (28,10) on a 0.3 mm hole
  // (ring 0.25; hole wall to the x=30 edge 2 − 0.15 = 1.85; pad to edge 2 − 0.4 = 1.6); a 0.2 mm track stopping
  // 0.03 mm short of a 1 mm pad (a sliver: 18.63 − 18 − 0.1 − 0.5). Bottom: one 0.25 mm track.
  const top = new GerberWriter('Copper,L1,Top')
    .aperture('C,0.2')
    .path([5, 5], [25, 5])
    .path([15, 15], [18, 15])
    .aperture('C,0.15')
    .path([5, 5.5], [20, 5.5])
    .aperture('R,1.0X1.0')
    .flash(10, 12)
    .aperture('C,0.8')
    .flash(28, 10)
    .aperture('C,1.0')
    .flash(18.63, 15);
  const bottom = new GerberWriter('Copper,L2,Bot').aperture('C,0.25').path([3, 3], [3, 17]);
  const result = analyzeFiles([
    top.file('t.gbr'),
    bottom.file('b.gbr'),
    rectangleOutline(30, 20).file('o.gbr'),
    drillFile(
      'd.drl',
      [
        [10, 12, 0.4],
        [28, 10, 0.3],
      ],
      '; #@! TF.FileFunction,Plated,1,2,PTH',
    ),
  ]);

  it('measures trace, space, slivers, ring and the distances to the edge', () => {
    expect(result.dfm.layers.map((l) => [l.file, l.minTraceMm, l.minSpaceMm, l.slivers])).toEqual([
      ['t.gbr', 0.15, 0.325, 1],
      ['b.gbr', 0.25, null, 0],
    ]);
    expect(result.dfm.layers[0]?.narrowestSliverMm).toBeCloseTo(0.03, 3);
    expect(result.dfm).toMatchObject({
      minTraceMm: 0.15,
      minSpaceMm: 0.325,
      minPlatedHoleMm: 0.3,
      minNonPlatedHoleMm: null,
      minAnnularRingMm: 0.25,
      minHoleToEdgeMm: 1.85,
      widthMm: 30,
      heightMm: 20,
      copperLayers: 2,
    });
    // The nearest copper to the edge: the bottom track at x=3 (3 − 0.125 = 2.875) vs the pad (1.6) vs the
    // y=5 track end at x=5 (5 − 0.1 = 4.9): the pad.
    expect(result.dfm.minCopperToEdgeMm).toBeCloseTo(1.6, 3);
  });
});

describe('a layer too dense for the spacing check', () => {
  it('says the gap was not measured instead of holding the analysis for minutes', async () => {
    const { narrowestGap } = await import('../src/dfm/spacing.js');
    // 200,000 long strokes criss-crossing a 100 × 80 mm area: every grid cell would hold thousands of them.
    const n = 200_000;
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const coords = () => Float64Array.from({ length: n }, () => next() * 100);
    const report = narrowestGap({
      x1: coords(),
      y1: coords(),
      x2: coords(),
      y2: coords(),
      r: new Float64Array(n).fill(0.075),
      owner: Int32Array.from({ length: n }, (_, i) => i),
      count: n,
      regions: new Map(),
    });
    expect(report.gap).toBeNull();
    expect(report.unmeasured).toMatch(/too dense to measure/);
  });
});
