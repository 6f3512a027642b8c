/** Test helper: the shared real-board Gerber fixtures, found by walking up from this folder. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeFiles } from '../src/index.js';
import type { CamResult, InputFile } from '../src/types.js';

export interface ManifestLayer {
  name: string;
  type: string;
  side: string;
  format: string;
}

export interface FixtureBoard {
  folder: string;
  widthMm: number;
  heightMm: number;
  sizeFrom: 'outline' | 'copper-extent';
  copperLayers: number;
}

/** Sizes and layer counts from the fixtures' README. */
export const FIXTURE_BOARDS: FixtureBoard[] = [
  { folder: 'arduino-uno', widthMm: 68.58, heightMm: 53.34, sizeFrom: 'outline', copperLayers: 2 },
  { folder: 'bus-pirate', widthMm: 60.0, heightMm: 37.0, sizeFrom: 'outline', copperLayers: 2 },
  { folder: '8bit-mixtape', widthMm: 96.51, heightMm: 39.12, sizeFrom: 'outline', copperLayers: 2 },
  { folder: 'clockblock', widthMm: 104.14, heightMm: 106.68, sizeFrom: 'outline', copperLayers: 2 },
  { folder: 'core', widthMm: 20.32, heightMm: 35.56, sizeFrom: 'outline', copperLayers: 2 },
  { folder: 'mchck', widthMm: 36.58, heightMm: 18.8, sizeFrom: 'outline', copperLayers: 2 },
  { folder: 'usbvil', widthMm: 33.95, heightMm: 14.6, sizeFrom: 'outline', copperLayers: 2 },
  { folder: 'freeduino', widthMm: 67.92, heightMm: 52.53, sizeFrom: 'copper-extent', copperLayers: 2 },
  // No outline file; the README gives no size. Hand-checked: the smallest closed contour holding the copper
  // pads is in the assembly film assy1.art (BOARD GEOMETRY/DESIGN_OUTLINE), 3.705 × 2.100 in; the pads span
  // 88.77 × 50.06 mm inside it and the route file's slots (x 2.91–3.475 in) fall within it.
  { folder: 'allegro', widthMm: 94.11, heightMm: 53.34, sizeFrom: 'outline', copperLayers: 4 },
  // No outline file; hand-checked: every film carries BOARD GEOMETRY/OUTLINE and Assembly.art closes it
  // as a 9.000 × 9.000 in square; the pads span 223.35 × 224.36 mm inside it.
  { folder: 'orcad', widthMm: 228.6, heightMm: 228.6, sizeFrom: 'outline', copperLayers: 6 },
  // README: the card contour of the .GM1, not the 463.84 × 292.13 drawing nor the 208.78 × 129.48 frame.
  { folder: 'altium-composite-drill', widthMm: 190.0, heightMm: 111.15, sizeFrom: 'outline', copperLayers: 14 },
];

function findFixturesRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    const candidate = join(dir, 'shared', 'fixtures', 'gerber');
    if (existsSync(candidate)) return candidate;
    dir = resolve(dir, '..');
  }
  throw new Error('shared/fixtures/gerber not found above packages/cam/test');
}

export const FIXTURES_ROOT = findFixturesRoot();

export function fixtureFolder(folder: string): string {
  return join(FIXTURES_ROOT, folder);
}

/** The board's files as a customer would upload them (licence and manifest left out; sub-folders as `a/b`). */
export function loadFixture(folder: string): InputFile[] {
  const root = fixtureFolder(folder);
  const files: InputFile[] = [];
  const visit = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) visit(path);
      else if (!(dir === root && /^(LICENSE|manifest\.json)/.test(name))) {
        files.push({ name: relative(root, path).split('\\').join('/'), bytes: new Uint8Array(readFileSync(path)) });
      }
    }
  };
  visit(root);
  return files;
}

const analyses = new Map<string, unknown>();

/**
 * Memoises one analysis per board and kind: the fixtures are big, each is parsed once. The cam test files share
 * their worker's modules (isolate: false), so files in one worker share the analyses too.
 */
export function once<T>(key: string, run: () => T): T {
  if (!analyses.has(key)) analyses.set(key, run());
  return analyses.get(key) as T;
}

/**
 * A set read from its folder with the default options: one analysis for every test file that asks (read only).
 * Kept as a copy, as a worker would post it: the parsed geometry behind the result (for previews) is let go.
 */
export function folderAnalysis(folder: string): CamResult {
  return once(`folder:${folder}`, () => structuredClone(analyzeFiles(loadFixture(folder))));
}

export function loadManifest(folder: string): ManifestLayer[] {
  const manifest = JSON.parse(readFileSync(join(fixtureFolder(folder), 'manifest.json'), 'utf8')) as {
    layers: ManifestLayer[];
  };
  return manifest.layers;
}

/** What a set's manifest says is true of the board (the newer sets), else the fixtures' README table (the first eleven). */
export function fixtureTruth(folder: string): FixtureBoard | null {
  const manifest = JSON.parse(readFileSync(join(fixtureFolder(folder), 'manifest.json'), 'utf8')) as {
    truth?: { widthMm: number; heightMm: number; copperLayers: number; sizeFrom: FixtureBoard['sizeFrom'] };
  };
  if (manifest.truth) {
    const { widthMm, heightMm, copperLayers, sizeFrom } = manifest.truth;
    return { folder, widthMm, heightMm, copperLayers, sizeFrom };
  }
  return FIXTURE_BOARDS.find((board) => board.folder === folder) ?? null;
}

/** Every set in the shared fixtures folder (one folder each, with a manifest). */
export function allFixtureFolders(): string[] {
  return readdirSync(FIXTURES_ROOT)
    .filter((name) => existsSync(join(FIXTURES_ROOT, name, 'manifest.json')))
    .sort();
}

export function text(value: string): Uint8Array {
  return new TextEncoder().encode(value);
}
