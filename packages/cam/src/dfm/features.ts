import type { ParsedLayer } from '../board.js';
import { gerberImage } from '../board.js';
import type { Hole } from '../analyze/drill.js';
import type { GraphicObject } from '../gerber/types.js';
import { HAIRLINE_MM } from './capsules.js';

const PAD_MATCH_MM = 0.02;

/** A measured figure and where (the files' coordinates, mm). */
export interface Measured {
  mm: number;
  x: number;
  y: number;
}

/** The narrowest stroke on a copper layer (X2 `Conductor` apertures when the file marks them), with where it starts. */
export function narrowestTrace(objects: GraphicObject[]): Measured | null {
  let narrowest: Measured | null = null;
  let conductor: Measured | null = null;
  for (const object of objects) {
    if (object.kind === 'flash' || object.kind === 'region' || !object.dark) continue;
    if (object.kind === 'line' && object.x1 === object.x2 && object.y1 === object.y2) continue;
    const box = object.aperture.box;
    const width = Math.min(box.maxX - box.minX, box.maxY - box.minY);
    if (!(width >= HAIRLINE_MM)) continue;
    const here = { mm: width, x: object.x1, y: object.y1 };
    if (narrowest === null || width < narrowest.mm) narrowest = here;
    if (object.aperture.function?.startsWith('Conductor') && (conductor === null || width < conductor.mm))
      conductor = here;
  }
  return conductor ?? narrowest;
}

/** For each plated hole, (smallest pad centred on it − hole) ÷ 2 over the copper layers with a pad there. */
export function annularRing(plated: Hole[], copper: ParsedLayer[]): Measured | null {
  if (plated.length === 0) return null;
  const cell = (x: number, y: number): number =>
    Math.round(x / PAD_MATCH_MM) * 67_108_864 + Math.round(y / PAD_MATCH_MM);
  const smallestPad = new Map<number, number>();
  for (const layer of copper) {
    if (layer.plane) continue; // a negative film's flashes are its openings
    for (const object of gerberImage(layer)?.objects ?? []) {
      if (object.kind !== 'flash' || !object.dark) continue;
      const box = object.aperture.box;
      const size = Math.min(box.maxX - box.minX, box.maxY - box.minY);
      const key = cell(object.x, object.y);
      const known = smallestPad.get(key);
      if (known === undefined || size < known) smallestPad.set(key, size);
    }
  }
  let ring: Measured | null = null;
  for (const hole of plated) {
    const pad = smallestPad.get(cell(hole.x, hole.y));
    if (pad === undefined || pad <= hole.diameter) continue;
    const value = (pad - hole.diameter) / 2;
    if (ring === null || value < ring.mm) ring = { mm: value, x: hole.x, y: hole.y };
  }
  return ring;
}
