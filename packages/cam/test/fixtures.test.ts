import { zipSync, gzipSync } from 'fflate';
import { createTar } from 'nanotar';
import { describe, expect, it } from 'vitest';
import { analyzeArchive, analyzeFiles } from '../src/index.js';
import type { CamResult } from '../src/types.js';
import { FIXTURE_BOARDS, loadFixture, loadManifest, type FixtureBoard } from './fixtures.js';

function expectBoard(result: CamResult, board: FixtureBoard): void {
  expect(result.widthMm).not.toBeNull();
  expect(Math.abs((result.widthMm ?? 0) - board.widthMm)).toBeLessThanOrEqual(0.1);
  expect(Math.abs((result.heightMm ?? 0) - board.heightMm)).toBeLessThanOrEqual(0.1);
  expect(result.sizeFrom).toBe(board.sizeFrom);
  expect(result.sizeIsGuess).toBe(board.sizeFrom !== 'outline');
  expect(result.copperLayers).toBe(board.copperLayers);
}

function expectRoles(result: CamResult, folder: string, prefix = ''): void {
  const manifest = loadManifest(folder);
  expect(result.files).toHaveLength(manifest.length);
  for (const layer of manifest) {
    const file = result.files.find((candidate) => candidate.name === `${prefix}${layer.name}`);
    expect(file, layer.name).toBeDefined();
    expect({ name: layer.name, role: file?.role, side: file?.side }).toEqual({ name: layer.name, role: layer.type, side: layer.side });
    expect(file?.format).toBe(layer.format === 'drill' ? 'excellon' : 'gerber');
  }
}

describe.each(FIXTURE_BOARDS)('real board $folder', (board) => {
  it('measures the board size and counts the copper layers', () => {
    expectBoard(analyzeFiles(loadFixture(board.folder)), board);
  });

  it('gives every file the role and side its manifest names', () => {
    expectRoles(analyzeFiles(loadFixture(board.folder)), board.folder);
  });

  it('reads the same set uploaded as a zip with a folder inside', () => {
    const entries = Object.fromEntries(loadFixture(board.folder).map((file) => [`gerbers/${file.name}`, file.bytes]));
    const result = analyzeArchive(zipSync(entries), `${board.folder}.zip`);
    expectBoard(result, board);
    expectRoles(result, board.folder, 'gerbers/');
  });

  it('reads the same set uploaded as a .tar.gz', () => {
    const tar = createTar(loadFixture(board.folder).map((file) => ({ name: file.name, data: file.bytes })));
    const result = analyzeArchive(gzipSync(tar), `${board.folder}.tar.gz`);
    expectBoard(result, board);
    expectRoles(result, board.folder);
  });
});

describe('what the real boards tell besides size', () => {
  it('flags the freeduino size as a guess because it has no outline', () => {
    const result = analyzeFiles(loadFixture('freeduino'));
    expect(result.warnings.map((w) => w.code)).toContain('no-outline');
    expect(result.found.widthMm).toMatch(/copper/);
  });

  it('counts plated and non-plated holes of clockblock from its two drill files', () => {
    const result = analyzeFiles(loadFixture('clockblock'));
    expect(result.drill.hits).toBe(224);
    expect(result.drill.nonPlatedHits).toBe(18);
    expect(result.files.find((f) => f.name === 'clockblock-NPTH.drl')?.plating).toBe('non-plated');
    expect(result.drill.minHoleMm).toBeCloseTo(0.381, 3);
    expect(result.drill.maxHoleMm).toBeCloseTo(3.607, 3);
  });

  it('infers the zero suppression of the 8bit-mixtape drill file and keeps its holes on the board', () => {
    const result = analyzeFiles(loadFixture('8bit-mixtape'));
    const bounds = result.boardBoundsMm;
    expect(result.drill.hits).toBe(85);
    expect(result.warnings.map((w) => w.code)).toContain('drill-format-inferred');
    expect(result.warnings.map((w) => w.code)).not.toContain('drill-off-board');
    expect(bounds && bounds.maxX - bounds.minX).toBeCloseTo(96.51, 1);
  });

  it('reads Altium plating sections of usbvil (;TYPE=NON_PLATED)', () => {
    const result = analyzeFiles(loadFixture('usbvil'));
    expect(result.drill).toMatchObject({ hits: 40, platedHits: 38, nonPlatedHits: 2 });
    expect(result.files.find((f) => f.role === 'drill')?.plating).toBe('mixed');
  });

  it('reports mask and silkscreen per side and no edge features on ordinary boards', () => {
    const result = analyzeFiles(loadFixture('arduino-uno'));
    expect(result.solderMask).toEqual({ top: true, bottom: true });
    expect(result.silkscreen).toEqual({ top: true, bottom: false });
    expect(result.goldFingers.detected).toBe(false);
    expect(result.castellatedHoles.detected).toBe(false);
    expect(result.minTraceMm).toBeGreaterThan(0.05);
    expect(result.units.widthMm).toBe('mm');
    expect(Object.keys(result.found)).toEqual(expect.arrayContaining(['widthMm', 'heightMm', 'copperLayers', 'drill', 'minTraceMm']));
  });
});
