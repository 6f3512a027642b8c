import { gzipSync } from 'fflate';
import { createTar } from 'nanotar';
import { describe, expect, it } from 'vitest';
import { analyzeArchive } from '../src/index.js';
import type { CamResult } from '../src/types.js';
import {
  FIXTURE_BOARDS,
  folderAnalysis as folderResult,
  loadFixture,
  loadManifest,
  type FixtureBoard,
} from './fixtures.js';

function expectBoard(result: CamResult, board: FixtureBoard): void {
  expect(result.widthMm).not.toBeNull();
  expect(Math.abs((result.widthMm ?? 0) - board.widthMm)).toBeLessThanOrEqual(0.1);
  expect(Math.abs((result.heightMm ?? 0) - board.heightMm)).toBeLessThanOrEqual(0.1);
  expect(result.sizeFrom).toBe(board.sizeFrom);
  expect(result.sizeIsGuess).toBe(board.sizeFrom !== 'outline');
  expect(result.copperLayers).toBe(board.copperLayers);
}

function expectRoles(result: CamResult, folder: string): void {
  const manifest = loadManifest(folder);
  expect(result.files).toHaveLength(manifest.length);
  for (const layer of manifest) {
    const file = result.files.find((candidate) => candidate.name === layer.name);
    expect(file, layer.name).toBeDefined();
    expect({ name: layer.name, role: file?.role, side: file?.side }).toEqual({
      name: layer.name,
      role: layer.type,
      side: layer.side,
    });
    expect(file?.format).toBe(layer.format === 'drill' ? 'excellon' : layer.format);
  }
}

describe.each(FIXTURE_BOARDS)('real board $folder', (board) => {
  it('measures the board size and counts the copper layers', () => {
    expectBoard(folderResult(board.folder), board);
  });

  it('gives every file the role and side its manifest names', () => {
    expectRoles(folderResult(board.folder), board.folder);
  });

  // The same set uploaded as a zip with a folder inside: fixture-table.test.ts, for every set.

  it.skipIf(board.folder === 'altium-composite-drill')('reads the same set uploaded as a .tar.gz', () => {
    const tar = createTar(loadFixture(board.folder).map((file) => ({ name: file.name, data: file.bytes })));
    const result = analyzeArchive(gzipSync(tar), `${board.folder}.tar.gz`);
    expectBoard(result, board);
    expectRoles(result, board.folder);
  });
});

describe('what the real boards tell besides size', () => {
  it('flags the freeduino size as a guess because it has no outline', () => {
    const result = folderResult('freeduino');
    expect(result.warnings.map((w) => w.code)).toContain('no-outline');
    expect(result.found.widthMm).toMatch(/copper/);
  });

  it('counts plated and non-plated holes of clockblock from its two drill files', () => {
    const result = folderResult('clockblock');
    expect(result.drill.hits).toBe(224);
    expect(result.drill.nonPlatedHits).toBe(18);
    expect(result.files.find((f) => f.name === 'clockblock-NPTH.drl')?.plating).toBe('non-plated');
    expect(result.drill.minHoleMm).toBeCloseTo(0.381, 3);
    expect(result.drill.maxHoleMm).toBeCloseTo(3.607, 3);
  });

  it('infers the zero suppression of the 8bit-mixtape drill file and keeps its holes on the board', () => {
    const result = folderResult('8bit-mixtape');
    const bounds = result.boardBoundsMm;
    expect(result.drill.hits).toBe(85);
    expect(result.warnings.map((w) => w.code)).toContain('drill-format-inferred');
    expect(result.warnings.map((w) => w.code)).not.toContain('drill-off-board');
    expect(bounds && bounds.maxX - bounds.minX).toBeCloseTo(96.51, 1);
  });

  it('reads Altium plating sections of usbvil (;TYPE=NON_PLATED)', () => {
    const result = folderResult('usbvil');
    expect(result.drill).toMatchObject({ hits: 40, platedHits: 38, nonPlatedHits: 2 });
    expect(result.files.find((f) => f.role === 'drill')?.plating).toBe('mixed');
  });

  it('reports mask and silkscreen per side and no edge features on ordinary boards', () => {
    const result = folderResult('arduino-uno');
    expect(result.solderMask).toEqual({ top: true, bottom: true });
    expect(result.silkscreen).toEqual({ top: true, bottom: false });
    expect(result.goldFingers.detected).toBe(false);
    expect(result.castellatedHoles.detected).toBe(false);
    expect(result.minTraceMm).toBeGreaterThan(0.05);
    expect(result.units.widthMm).toBe('mm');
    expect(Object.keys(result.found)).toEqual(
      expect.arrayContaining(['widthMm', 'heightMm', 'copperLayers', 'drill', 'minTraceMm']),
    );
  });
});

describe('what the professional boards tell', () => {
  it('orders the Allegro copper films from the netlist layer table and reads the drill file without M48 through nc_param.txt', () => {
    const result = folderResult('allegro');
    expect(result.copperStack.map((c) => [c.file, c.index, c.side])).toEqual([
      ['l1_primary.art', 1, 'top'],
      ['l2_gnd.art', 2, 'inner'],
      ['l3_vcc.art', 3, 'inner'],
      ['l4_secondary.art', 4, 'bottom'],
    ]);
    expect(result.found.copperStack).toMatch(/netlist/);
    // ncdrill-1-4.drl's own comment table: T01 12 mil ×241, T02 30 ×3, T03 35 ×2, T04 45 ×36, T05 80 ×1 plated, T06 125 mil ×4 non-plated.
    expect(result.drill.sizesMm).toEqual([0.305, 0.762, 0.889, 1.143, 2.032, 3.175]);
    expect(result.drill.nonPlatedHits).toBe(4);
    expect(result.drillSpans).toEqual([{ file: 'ncdrill-1-4.drl', from: 1, to: 4 }]);
    expect(result.declaredCopperLayers).toBe(4);
    // 08_057494d-ipc356.ipc: 283 records 317 and 224 records 327; 71 distinct net names, one of them N/C.
    expect(result.netlist).toMatchObject({ nets: 70, testPoints: 507, throughHolePoints: 283, surfacePoints: 224 });
  });

  it('orders the OrCAD films from the layer listing in their headers and leaves out the 139.7 mm origin tool', () => {
    const result = folderResult('orcad');
    expect(result.copperStack.map((c) => c.file)).toEqual([
      'TOP.art',
      'PWR.art',
      'LAYER_1.art',
      'GND2.art',
      'LAYER_2.art',
      'BOTTOM.art',
    ]);
    expect(result.drill.maxHoleMm).toBeCloseTo(4.305, 3);
    expect(result.warnings.map((w) => w.code)).toContain('drill-tool-ignored');
    expect(result.drillSpans).toEqual([{ file: 'arena_12-12_v6_L1-L6.drl', from: 1, to: 6 }]);
    // The films draw the board outline with 0.003 mm hairlines: not tracks. TOP.art's narrowest etch is %ADD..C,.005 (5 mil).
    expect(result.minTraceMm).toBe(0.127);
  });

  it('takes the card contour of the Altium .GM1, orders G1–G12 by Layer_Physical_Order, and reads both drill files', () => {
    const result = folderResult('altium-composite-drill');
    expect(result.boardBoundsMm).toEqual({ minX: 0, minY: 0, maxX: 190, maxY: 111.15 });
    expect(result.copperStack.map((c) => c.file.replace('Gerber/LimeSDR-QPCIe_1v2', ''))).toEqual([
      '.GTL',
      '.G1',
      '.G2',
      '.G3',
      '.G4',
      '.G5',
      '.G6',
      '.G7',
      '.G8',
      '.G9',
      '.G10',
      '.G11',
      '.G12',
      '.GBL',
    ]);
    expect(result.drill).toMatchObject({ hits: 4255, nonPlatedHits: 19, slots: 3 });
  });
});

describe('design-rule figures of real boards, checked by hand against their own files', () => {
  it('altium-composite-drill: the .RUL width rule, the .DRR drill report and the 0.35 mm via pad', () => {
    const dfm = folderResult('altium-composite-drill').dfm;
    // LimeSDR-QPCIe_1v2.RUL: "RuleKind=Width … Minimum=3.94" (mil) = 0.100 mm: the narrowest track drawn is that.
    expect(dfm.minTraceMm).toBe(0.1);
    // LimeSDR-QPCIe_1v2.DRR: T1 0.2mm PTH ×4171 is the smallest hole; T11 0.9mm the smallest NPTH; T3 0.8mm ×2 and
    // T5 1mm ×1 are the slots.
    expect(dfm.minPlatedHoleMm).toBe(0.2);
    expect(dfm.minNonPlatedHoleMm).toBe(0.9);
    expect(dfm.slots).toMatchObject({ count: 3, minWidthMm: 0.8 });
    // .G1 %ADD85C,0.3500*% is the via pad on the 0.2 mm via: (0.35 − 0.2) / 2 = 0.075.
    expect(dfm.minAnnularRingMm).toBe(0.075);
    expect(dfm.copperLayers).toBe(14);
    expect(dfm.layers.every((l) => l.minSpaceMm === null || l.minSpaceMm >= 0.05)).toBe(true);
  });

  it("allegro: the drill file's comment table and the VIA2412 padstack of the netlist", () => {
    const dfm = folderResult('allegro').dfm;
    // l1_primary.art draws its tracks with %ADD..C,.008*% (8 mil = 0.2032 mm) at the narrowest.
    expect(dfm.minTraceMm).toBe(0.203);
    // ncdrill-1-4.drl: ";T01 Holesize 1. = 12.000000 … PLATED MILS" (0.305 mm); ";T06 … 125 … NON_PLATED MILS" (3.175 mm).
    expect(dfm.minPlatedHoleMm).toBe(0.305);
    expect(dfm.minNonPlatedHoleMm).toBe(3.175);
    // 08_057494d-ipc356.ipc padstack "VIA2412": a 24 mil pad on the 12 mil hole → ring 6 mil = 0.152 mm.
    expect(dfm.minAnnularRingMm).toBe(0.152);
    expect(dfm.slots.count).toBe(4);
  });

  it('arduino-uno: the .drd tool table and the Eagle octagon pads', () => {
    const dfm = folderResult('arduino-uno').dfm;
    // arduino-uno.drd: T01C0.0240 (in) = 0.610 mm is the smallest tool.
    expect(dfm.minPlatedHoleMm).toBe(0.61);
    // arduino-uno.cmp: the thinnest stroke on copper is %ADD28C,0.0039*% (0.099 mm: the copper lettering).
    expect(dfm.minTraceMm).toBe(0.099);
    // The 0.024 in holes sit in OC8 pads of 0.044 in at the smallest: (0.044 − 0.024) / 2 in = 0.254 mm.
    expect(dfm.minAnnularRingMm).toBe(0.254);
  });

  it('has figures for every shared board', () => {
    for (const { folder } of FIXTURE_BOARDS) {
      const dfm = folderResult(folder).dfm;
      expect(dfm.minTraceMm, folder).toBeGreaterThan(0);
      expect(dfm.minPlatedHoleMm, folder).toBeGreaterThan(0);
    }
  });
});
