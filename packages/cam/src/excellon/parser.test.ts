import { describe, expect, it } from 'vitest';
import { parseExcellon } from './parser.js';

describe('Excellon drill files', () => {
  it('reads a metric header with decimal coordinates, tools and hits in mm', () => {
    const image = parseExcellon(
      'M48\nMETRIC,TZ\nT1C0.300\nT2C1.016\n%\nG90\nG05\nT1\nX41.7Y-51.7\nX55.Y-52.375\nT2\nX60.5Y-40.0\nY-40\nM30\n',
    );
    expect(image.units).toBe('mm');
    expect(image.formatSource).toBe('declared');
    expect(image.hits).toEqual([
      { x: 41.7, y: -51.7, tool: 1 },
      { x: 55, y: -52.375, tool: 1 },
      { x: 60.5, y: -40, tool: 2 },
      // Without a decimal point the 3:3 format applies: 40 is 0.040 mm.
      { x: 60.5, y: -0.04, tool: 2 },
    ]);
    expect(image.tools.get(2)?.diameter).toBeCloseTo(1.016, 9);
    expect(image.complete).toBe(true);
  });

  it('reads INCH,TZ as right-aligned digits (leading zeros left out) and keeps missing axes', () => {
    const image = parseExcellon('M48\nINCH,TZ\nT01C0.0240\n%\nT01\nX16910Y10810\nY12410\nM30\n');
    expect(image.hits[0]?.x).toBeCloseTo(1.691 * 25.4, 9);
    expect(image.hits[1]).toMatchObject({ x: image.hits[0]?.x });
    expect(image.hits[1]?.y).toBeCloseTo(1.241 * 25.4, 9);
    expect(image.tools.get(1)?.diameter).toBeCloseTo(0.6096, 9);
  });

  it('reads INCH,LZ as left-aligned digits (trailing zeros left out) with the declared 2:4 format', () => {
    const image = parseExcellon(
      'M48\n;FILE_FORMAT=2:4\nINCH,LZ\nT1F00S00C0.0280\n%\nT01\nX03185Y028071\nX02689\nM30\n',
    );
    expect(image.hits[0]?.x).toBeCloseTo(3.185 * 25.4, 9);
    expect(image.hits[0]?.y).toBeCloseTo(2.8071 * 25.4, 9);
    expect(image.hits[1]?.x).toBeCloseTo(2.689 * 25.4, 9);
  });

  it('infers leading-zero suppression when the header is silent and says so', () => {
    const image = parseExcellon('%\nM48\nM72\nT01C0.0197\n%\nT01\nX7003Y2682\nX11403Y4082\nX8603Y6182\nM30\n');
    expect(image.formatSource).toBe('inferred');
    expect(image.numberFormat.omitted).toBe('leading');
    expect(image.hits[1]?.x).toBeCloseTo(1.1403 * 25.4, 9);
    expect(image.warnings.map((w) => w.code)).toContain('drill-format-inferred');
  });

  it('infers trailing-zero suppression when numbers keep their leading zeros', () => {
    const image = parseExcellon('M48\nT01C0.02\n%\nT01\nX0125Y00875\nX015Y0025\nM30\n');
    expect(image.numberFormat.omitted).toBe('trailing');
    expect(image.hits[0]?.x).toBeCloseTo(1.25 * 25.4, 9);
    expect(image.hits[1]?.y).toBeCloseTo(0.25 * 25.4, 9);
  });

  it('reads G85 slots and routed slots between M15 and M16', () => {
    const image = parseExcellon(
      'M48\nMETRIC\nT1C1.0\n%\nT1\nX1.0Y1.0G85X5.0Y1.0\nG00X10.0Y10.0\nM15\nG01X10.0Y15.0\nG01X12.0Y15.0\nM16\nG05\nX20.0Y20.0\nM30\n',
    );
    expect(image.slots).toEqual([
      { tool: 1, points: [1, 1, 5, 1] },
      { tool: 1, points: [10, 10, 10, 15, 12, 15] },
    ]);
    expect(image.hits).toEqual([{ x: 20, y: 20, tool: 1 }]);
  });

  it('repeats a hole with R, reads FMAT and plating comments, and tools defined in the body', () => {
    const image = parseExcellon(
      'M48\nFMAT,2\nMETRIC,TZ\n;TYPE=PLATED\nT1C0.8\n;TYPE=NON_PLATED\nT2C3.0\n%\nT1\nX1.0Y1.0\nR3X2.0Y0\nT3C0.5\nX9.0Y9.0\nM30\n',
    );
    expect(image.hits.map((h) => h.x)).toEqual([1, 3, 5, 7, 9]);
    expect(image.tools.get(1)?.plating).toBe('plated');
    expect(image.tools.get(2)?.plating).toBe('non-plated');
    expect(image.hits[4]?.tool).toBe(3);
  });

  it('reads X2 attributes written as comments', () => {
    const image = parseExcellon(
      'M48\n; #@! TF.FileFunction,NonPlated,1,2,NPTH\nMETRIC\nT1C3.0\n%\nT1\nX1.0Y1.0\nM30\n',
    );
    expect(image.fileAttributes.FileFunction).toBe('NonPlated,1,2,NPTH');
  });

  it('warns about a file without M30 and about undefined tools', () => {
    const image = parseExcellon('M48\nMETRIC\n%\nT7\nX1.0Y1.0\n');
    expect(image.warnings.map((w) => w.code)).toEqual(expect.arrayContaining(['truncated', 'undefined-tool']));
    expect(image.hits).toHaveLength(1);
  });
});
