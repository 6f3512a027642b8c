/** Test helper: the shared real-board Gerber sets (../shared/fixtures/gerber), zipped in memory as customers upload them. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');
export const FIXTURES_ROOT = path.resolve(repoRoot, '../shared/fixtures/gerber');

/** Sizes and layer counts from the fixtures' README (within 0.1 mm). */
export const FIXTURE_BOARDS = [
  { folder: 'arduino-uno', widthMm: 68.58, heightMm: 53.34, copperLayers: 2, guess: false },
  { folder: 'bus-pirate', widthMm: 60.0, heightMm: 37.0, copperLayers: 2, guess: false },
  { folder: '8bit-mixtape', widthMm: 96.51, heightMm: 39.12, copperLayers: 2, guess: false },
  { folder: 'clockblock', widthMm: 104.14, heightMm: 106.68, copperLayers: 2, guess: false },
  { folder: 'core', widthMm: 20.32, heightMm: 35.56, copperLayers: 2, guess: false },
  { folder: 'mchck', widthMm: 36.58, heightMm: 18.8, copperLayers: 2, guess: false },
  { folder: 'usbvil', widthMm: 33.95, heightMm: 14.6, copperLayers: 2, guess: false },
  { folder: 'freeduino', widthMm: 67.92, heightMm: 52.53, copperLayers: 2, guess: true },
] as const;

/** The board's files in a zip (licence and manifest left out), as a customer would upload them. */
export function zipFixture(folder: string): Uint8Array {
  const dir = path.join(FIXTURES_ROOT, folder);
  const entries: Record<string, Uint8Array> = {};
  for (const name of readdirSync(dir)) {
    if (/^(LICENSE|manifest\.json)/.test(name)) continue;
    entries[name] = new Uint8Array(readFileSync(path.join(dir, name)));
  }
  return zipSync(entries);
}

/** A zip bomb: one entry of zeros compressing far beyond cam's ratio limit. */
export function zipBomb(megabytes = 60): Uint8Array {
  return zipSync({ 'board.gtl': new Uint8Array(megabytes * 1024 * 1024) }, { level: 9 });
}

/**
 * A valid but large single-layer Gerber (about 18 MB of draws): slow enough to analyse that a short time bound
 * stops it, and a test can ask the server other things meanwhile. Written straight into bytes (fast).
 */
export function zipLargeBoard(lines = 800_000): Uint8Array {
  const encoder = new TextEncoder();
  const header = encoder.encode('%FSLAX46Y46*%\n%MOMM*%\n%ADD10C,0.150000*%\nD10*\nX0Y0D02*\n');
  const out = new Uint8Array(header.length + lines * 24 + 8);
  out.set(header);
  let at = header.length;
  const digits = (value: number) => {
    const text = String(value);
    for (let i = 0; i < text.length; i++) out[at++] = text.charCodeAt(i);
  };
  let seed = 12345;
  for (let i = 0; i < lines; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    out[at++] = 88; // X
    digits(seed % 100_000_000);
    out[at++] = 89; // Y
    digits((seed >> 7) % 80_000_000);
    for (const c of 'D01*\n') out[at++] = c.charCodeAt(0);
  }
  for (const c of 'M02*\n') out[at++] = c.charCodeAt(0);
  return zipSync({ 'large.gtl': out.subarray(0, at) }, { level: 1 });
}
