import { readFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { analyzeArchive } from '../src/index.js';
import type { CamResult } from '../src/types.js';
import { dfmFigures } from './dfm-figures.js';
import { allFixtureFolders, fixtureTruth, folderAnalysis, loadFixture, loadManifest } from './fixtures.js';

/**
 * The regression table: every shared set's board size, copper layer count and each file's role and side, as
 * its manifest (or, for the first eleven, the fixtures' README) says, read from a folder and from a zip with the
 * set's sub-folders kept. One row per set and way in; a row lists everything that differs, so one failure shows
 * the whole damage a change did to that board.
 */
const SIZE_TOLERANCE_MM = 0.1;

/** Each set's design-rule figures as the check gave them before it was made faster (issue 28): speed buys no change. */
const DFM_FIGURES = JSON.parse(readFileSync(new URL('./dfm-figures.json', import.meta.url), 'utf8')) as Record<
  string,
  string[]
>;

function differences(result: CamResult, folder: string, prefix: string): string[] {
  const truth = fixtureTruth(folder);
  const found: string[] = [];
  if (!truth) return [`${folder}: no known size (add a truth to its manifest)`];
  const near = (value: number | null, wanted: number): boolean =>
    value !== null && Math.abs(value - wanted) <= SIZE_TOLERANCE_MM;
  if (!near(result.widthMm, truth.widthMm) || !near(result.heightMm, truth.heightMm)) {
    found.push(`size ${result.widthMm} × ${result.heightMm}, want ${truth.widthMm} × ${truth.heightMm}`);
  }
  if (result.sizeFrom !== truth.sizeFrom) found.push(`size from ${result.sizeFrom}, want ${truth.sizeFrom}`);
  if (result.sizeIsGuess !== (truth.sizeFrom !== 'outline')) found.push(`sizeIsGuess ${result.sizeIsGuess}`);
  if (result.copperLayers !== truth.copperLayers) {
    found.push(`copper ${result.copperLayers}, want ${truth.copperLayers}`);
  }
  const manifest = loadManifest(folder);
  if (result.files.length !== manifest.length) found.push(`${result.files.length} files, want ${manifest.length}`);
  for (const layer of manifest) {
    const file = result.files.find((candidate) => candidate.name === `${prefix}${layer.name}`);
    const format = layer.format === 'drill' ? 'excellon' : layer.format;
    if (!file) found.push(`${layer.name} missing`);
    else if (file.role !== layer.type || file.side !== layer.side || file.format !== format) {
      found.push(`${layer.name}: ${file.role}/${file.side}/${file.format}, want ${layer.type}/${layer.side}/${format}`);
    }
  }
  return found;
}

describe('regression table of the shared Gerber sets', () => {
  const folders = allFixtureFolders();

  it('covers every set in the fixtures folder', () => {
    expect(folders.length).toBeGreaterThanOrEqual(22);
  });

  // The folder's analysis is the one the other test files read (fixtures.ts folderAnalysis): parsed once.
  it.each(folders)('%s reads right from its folder', (folder) => {
    const result = folderAnalysis(folder);
    expect(differences(result, folder, '')).toEqual([]);
    expect(dfmFigures(result.dfm)).toEqual(DFM_FIGURES[folder]);
  });

  it.each(folders)('%s reads right from a zip with its sub-folders kept', (folder) => {
    // Deflated fast (level 1): the archive only has to be a real one, not a small one.
    const zipped = zipSync(Object.fromEntries(loadFixture(folder).map((file) => [`upload/${file.name}`, file.bytes])), {
      level: 1,
    });
    expect(differences(analyzeArchive(zipped, `${folder}.zip`), folder, 'upload/')).toEqual([]);
  });
});
