import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../src/index.js';
import type { InputFile } from '../src/types.js';
import { text } from './fixtures.js';
import { drillFile, GerberWriter, rectangleOutline } from './gerber-writer.js';

// Two 1.0 mm pads at x = 10 and x = 11.1 on the top (a 0.1 mm gap), each on a plated 0.4 mm hole.
const holes = drillFile(
  'd.drl',
  [
    [10, 10, 0.4],
    [11.1, 10, 0.4],
  ],
  '; #@! TF.FileFunction,Plated,1,2,PTH',
);
const top = new GerberWriter('Copper,L1,Top').aperture('C,1.0').flash(10, 10).flash(11.1, 10);
const outline = rectangleOutline(20, 20).file('o.gbr');

function spacingOf(files: InputFile[]) {
  return analyzeFiles([top.file('t.gbr'), outline, holes, ...files]).dfm;
}

describe('spacing between nets, not between shapes', () => {
  it('reads the 0.1 mm gap when nothing joins the two pads', () => {
    const bottom = new GerberWriter('Copper,L2,Bot').aperture('C,1.0').flash(10, 10).flash(11.1, 10);
    const dfm = spacingOf([bottom.file('b.gbr')]);
    expect(dfm.minSpaceMm).toBeCloseTo(0.1, 3);
    expect(dfm.nets?.source).toBe('connectivity');
  });

  it('does not count the gap when a bottom track joins the two holes (one net through the plated holes)', () => {
    const bottom = new GerberWriter('Copper,L2,Bot')
      .aperture('C,1.0')
      .flash(10, 10)
      .flash(11.1, 10)
      .aperture('C,0.3')
      .path([10, 10], [10, 15], [11.1, 15], [11.1, 10]);
    const dfm = spacingOf([bottom.file('b.gbr')]);
    expect(dfm.layers[0]?.minSpaceMm).toBeNull();
    expect(dfm.nets?.platedHolesJoining).toBe(2);
  });

  it('takes the IPC-D-356 netlist: two pads the netlist puts on one net are no violation', () => {
    const bottom = new GerberWriter('Copper,L2,Bot').aperture('C,1.0').flash(10, 10).flash(11.1, 10);
    const record = (net: string, x: number) =>
      `317${net.padEnd(14)}   R1    -1    D0400PA00X+${String(x * 1000).padStart(6, '0')}Y+010000X1000Y1000R000 S0`;
    const netlist = ['P  JOB   test', 'P  UNITS CUST 1', record('GND', 10), record('GND', 11.1), '999'].join('\n');
    const dfm = spacingOf([bottom.file('b.gbr'), { name: 'board.ipc', bytes: text(netlist) }]);
    expect(dfm.nets?.source).toBe('netlist');
    expect(dfm.minSpaceMm).toBeNull();
  });
});

describe('clear-polarity and negative films', () => {
  it('measures a clearance cut with clear polarity round a pad in a pour', () => {
    // A 6 mm wide pour stroke, a clear 1.6 mm disc cut at (15, 5), a 1.0 mm pad flashed in it: (1.6 − 1.0) ÷ 2 = 0.3.
    const poured = new GerberWriter('Copper,L1,Top')
      .aperture('C,6.0')
      .path([12, 5], [18, 5])
      .polarity(false)
      .aperture('C,1.6')
      .flash(15, 5)
      .polarity(true)
      .aperture('C,1.0')
      .flash(15, 5);
    const result = analyzeFiles([poured.file('t.gbr'), rectangleOutline(20, 20).file('o.gbr')]);
    expect(result.dfm.layers[0]?.minSpaceMm).toBeCloseTo(0.3, 3);
    expect(result.dfm.layers[0]?.spaceHow).toMatch(/clear polarity/);
  });

  it('measures the anti-pads of a negative plane film round its plated holes', () => {
    // %IPNEG%: a 1.0 mm opening over a 0.4 mm plated hole leaves (1.0 − 0.4) ÷ 2 = 0.3 mm to the barrel.
    const plane = new TextEncoder().encode(
      ['%FSLAX46Y46*%', '%MOMM*%', '%IPNEG*%', '%ADD10C,1.0*%', 'D10*', 'X10000000Y10000000D03*', 'M02*'].join('\n'),
    );
    const dfm = spacingOf([{ name: 'plane.g2', bytes: plane }]);
    const film = dfm.layers.find((layer) => layer.file === 'plane.g2');
    expect(film?.plane).toBe(true);
    expect(film?.minSpaceMm).toBeCloseTo(0.3, 3);
  });
});
