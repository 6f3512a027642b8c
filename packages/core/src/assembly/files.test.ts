import { describe, expect, it } from 'vitest';
import { parseBom, splitDesignators } from './bom.js';
import { parseCsv } from './csv.js';
import { crossCheck } from './cross-check.js';
import { lengthMm, parsePickAndPlace } from './pnp.js';
import type { GerberAssembly } from './types.js';

const KICAD_BOM = `"Reference","Value","Footprint","Qty","MPN"
"C1,C2,C3","100n","Capacitor_SMD:C_0603","3","CL10B104KB8NNNC"
"R1 R2","10k","Resistor_SMD:R_0603","2","RC0603FR-0710KL"
"U1","ATmega328P","Package_QFP:TQFP-32","1","ATMEGA328P-AU"
`;

const ALTIUM_PNP = `Altium Designer Pick and Place Locations
Units used: mm

"Designator","Comment","Layer","Footprint","Center-X(mm)","Center-Y(mm)","Rotation","Description"
"C1","100n","TopLayer","0603","10.00mm","5.0mm","90",""
"C2","100n","TopLayer","0603","12.00mm","5.0mm","90",""
"C3","100n","BottomLayer","0603","14.00mm","5.0mm","0",""
"R1","10k","TopLayer","0603","400mil","8.0mm","0",""
"R2","10k","TopLayer","0603","16mm","8.0mm","180",""
"U1","MCU","TopLayer","TQFP32","30mm","20mm","45",""
`;

describe('reading a BOM', () => {
  it('reads designators, quantity, part number and footprint from a KiCad CSV', () => {
    const bom = parseBom(parseCsv(KICAD_BOM));
    expect(bom.errors).toEqual([]);
    expect(bom.parts).toBe(6);
    expect(bom.uniqueParts).toBe(3);
    expect(bom.lines[0]).toEqual({
      row: 2,
      designators: ['C1', 'C2', 'C3'],
      quantity: 3,
      partNumber: 'CL10B104KB8NNNC',
      footprint: 'Capacitor_SMD:C_0603',
    });
  });

  it('names the row and column of a bad quantity and goes on', () => {
    const bom = parseBom(parseCsv('Designator;Quantity;Comment\nR1;1;10k\nR2;x;10k\nR3;0;1k\n'));
    expect(bom.errors).toEqual([
      { key: 'bom.badQuantity', row: 3, column: 'quantity', values: { value: 'x' } },
      { key: 'bom.badQuantity', row: 4, column: 'quantity', values: { value: '0' } },
    ]);
    expect(bom.parts).toBe(1);
  });

  it('refuses a file with no header it knows', () => {
    expect(parseBom(parseCsv('a,b\n1,2\n')).errors[0]).toMatchObject({ key: 'bom.noHeader', row: 1 });
  });

  it('expands designator ranges and refuses absurd ones', () => {
    expect(splitDesignators('R1-R3, C5;D1-2')).toEqual(['R1', 'R2', 'R3', 'C5', 'D1', 'D2']);
    expect(splitDesignators('R1-R5000')).toBeNull();
  });
});

describe('reading a pick-and-place file', () => {
  it('reads an Altium file with preamble lines, units in the cells and layers by name', () => {
    const pnp = parsePickAndPlace(parseCsv(ALTIUM_PNP));
    expect(pnp.errors).toEqual([]);
    expect(pnp.top).toBe(5);
    expect(pnp.bottom).toBe(1);
    expect(pnp.placements.find((p) => p.designator === 'R1')?.x).toBeCloseTo(10.16, 6);
  });

  it('names row and column of an unreadable value and of a second placement', () => {
    const pnp = parsePickAndPlace(
      parseCsv('Ref,PosX,PosY,Rot,Side\nR1,1,2,0,top\nR2,abc,2,0,top\nR3,1,2,0,middle\nR1,3,3,0,bottom\n'),
    );
    expect(pnp.errors).toEqual([
      { key: 'pnp.badValue', row: 3, column: 'x', values: { value: 'abc' } },
      { key: 'pnp.badValue', row: 4, column: 'side', values: { value: 'middle' } },
      { key: 'pnp.duplicate', row: 5, column: 'designator', values: { designator: 'R1' } },
    ]);
  });

  it('reads lengths in mm, mil and inches', () => {
    expect(lengthMm('1000mil')).toBeCloseTo(25.4);
    expect(lengthMm('2in')).toBeCloseTo(50.8);
    expect(lengthMm('12,5')).toBe(12.5);
    expect(lengthMm('12.5 cm')).toBeNull();
  });
});

const gerber = (top: number, bottom: number): GerberAssembly => ({
  source: 'paste',
  sides: bottom ? ['top', 'bottom'] : ['top'],
  top: { pads: top * 2, parts: top, footprints: 2, pasteExtentMm: { widthMm: 30, heightMm: 20 } },
  bottom: {
    pads: bottom * 2,
    parts: bottom,
    footprints: 1,
    pasteExtentMm: bottom ? { widthMm: 10, heightMm: 10 } : null,
  },
  throughHoleJoints: 0,
});

describe('checking BOM, placements and Gerber against each other', () => {
  it('agrees when the three counts agree', () => {
    const result = crossCheck(gerber(5, 1), parseBom(parseCsv(KICAD_BOM)), parsePickAndPlace(parseCsv(ALTIUM_PNP)));
    expect(result.totals).toEqual({
      bom: 6,
      pnp: { top: 5, bottom: 1, total: 6 },
      gerber: { top: 5, bottom: 1, total: 6 },
    });
    expect(result.checks.every((check) => check.ok)).toBe(true);
  });

  it('shows what differs: designators missing on either side, totals, a side far from the Gerber', () => {
    const bom = parseBom(parseCsv('Designator,Qty,MPN\n"C1,C2",3,X\nR9,1,Y\n'));
    const pnp = parsePickAndPlace(parseCsv('Designator,Mid X,Mid Y,Layer\nC1,1,1,Top\nC2,2,2,Top\nQ1,3,3,Top\n'));
    const result = crossCheck(gerber(12, 0), bom, pnp);
    const failed = result.checks.filter((c) => !c.ok).map((c) => [c.key, c.values]);
    expect(failed).toEqual([
      ['check.bomQuantity', { quantity: 3, designators: 2 }],
      ['check.bomPnpTotals', { bom: 4, pnp: 3 }],
      ['check.notPlaced', { count: 1, names: 'R9' }],
      ['check.notListed', { count: 1, names: 'Q1' }],
      ['check.pnpGerber', { side: 'top', pnp: 3, gerber: 12, difference: -9 }],
    ]);
  });

  it('compares a BOM alone with the Gerber total', () => {
    const result = crossCheck(gerber(40, 0), parseBom(parseCsv(KICAD_BOM)), null);
    expect(result.checks).toEqual([
      { ok: false, key: 'check.bomGerber', values: { bom: 6, gerber: 40, difference: -34 } },
    ]);
  });
});
