/** Test helper: the shared real-board Gerber fixtures, found by walking up from this folder. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InputFile } from '../src/types.js';

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

/** The board's files as a customer would upload them (licence and manifest left out). */
export function loadFixture(folder: string): InputFile[] {
  const dir = fixtureFolder(folder);
  return readdirSync(dir)
    .filter((name) => !/^(LICENSE|manifest\.json)/.test(name))
    .map((name) => ({ name, bytes: new Uint8Array(readFileSync(join(dir, name))) }));
}

export function loadManifest(folder: string): ManifestLayer[] {
  const manifest = JSON.parse(readFileSync(join(fixtureFolder(folder), 'manifest.json'), 'utf8')) as { layers: ManifestLayer[] };
  return manifest.layers;
}

export function text(value: string): Uint8Array {
  return new TextEncoder().encode(value);
}
