import { drillImage, gerberImage, type ParsedLayer } from '../board.js';
import { emptyBounds, extendByObject, isEmpty } from '../geometry/bbox.js';
import type { GraphicObject } from '../gerber/types.js';
import type { Bounds } from '../types.js';

/** One SMD land: the box of a paste opening (or of a copper pad with no hole), in mm, files' coordinates. */
export interface Pad {
  x: number;
  y: number;
  /** Extent along x and y. */
  w: number;
  h: number;
  round: boolean;
  /** Shape key, the same for equal pads in either orientation: `c0.600` or `r0.600x1.500`. */
  key: string;
}

const MICRON = 1000;
/** Pads bigger than this on a side are not lands (a paste flood, a drawing frame). */
const MAX_PAD_MM = 30;

const r3 = (value: number) => Math.round(value * MICRON) / MICRON;

/** The dark flashes and regions of the paste files of one side, one pad each (repeats at the same place drawn once). */
export function pastePads(layers: ParsedLayer[], side: 'top' | 'bottom'): Pad[] {
  const objects = layers
    .filter((layer) => layer.role === 'solderpaste' && layer.side === side)
    .flatMap((layer) => gerberImage(layer)?.objects ?? [])
    // Strokes on a paste film are the board edge or text drawn on it, not openings.
    .filter((object) => object.kind !== 'line' && object.kind !== 'arc');
  return dedupe(objects.flatMap(toPad));
}

/**
 * Without a paste file: the solder-mask openings of the side that sit on no drill hole — what a stencil would
 * open. Openings drawn as several overlapping strokes or flashes (Eagle fills a rectangle with lines) are joined
 * into one by their touching boxes. Through-hole pads and open vias have a hole and are left out.
 */
export function maskSmdPads(layers: ParsedLayer[], side: 'top' | 'bottom'): Pad[] {
  const holes = new Set<number>();
  for (const layer of layers) for (const hit of drillImage(layer)?.hits ?? []) holes.add(cell(hit.x, hit.y));
  const boxes = layers
    .filter((layer) => layer.role === 'soldermask' && layer.side === side)
    .flatMap((layer) => gerberImage(layer)?.objects ?? [])
    .flatMap((object) => {
      if (!object.dark) return [];
      const box = emptyBounds();
      extendByObject(box, object);
      return isEmpty(box) || box.maxX - box.minX > MAX_PAD_MM || box.maxY - box.minY > MAX_PAD_MM ? [] : [box];
    });
  const blobs = joinTouching(boxes);
  const pads: Pad[] = [];
  for (const box of blobs) {
    let holed = false;
    for (let x = Math.floor(box.minX * 10); x <= Math.ceil(box.maxX * 10) && !holed; x++) {
      for (let y = Math.floor(box.minY * 10); y <= Math.ceil(box.maxY * 10) && !holed; y++)
        holed = holes.has(tenth(x, y));
    }
    const w = box.maxX - box.minX;
    const h = box.maxY - box.minY;
    if (holed || w <= 0 || h <= 0) continue;
    pads.push({
      x: (box.minX + box.maxX) / 2,
      y: (box.minY + box.maxY) / 2,
      w,
      h,
      round: false,
      key: `r${r3(Math.min(w, h)).toFixed(3)}x${r3(Math.max(w, h)).toFixed(3)}`,
    });
  }
  return pads;
}

/** Boxes that overlap (by more than 1 µm) merged until none do: one box per opening. */
function joinTouching(boxes: Bounds[]): Bounds[] {
  const parent = boxes.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  const cells = new Map<number, number[]>();
  const size = 1;
  boxes.forEach((box, i) => {
    for (let x = Math.floor(box.minX / size); x <= Math.floor(box.maxX / size); x++) {
      for (let y = Math.floor(box.minY / size); y <= Math.floor(box.maxY / size); y++) {
        const key = ((x & 0xffff) << 16) | (y & 0xffff);
        let list = cells.get(key);
        if (!list) cells.set(key, (list = []));
        for (const j of list) {
          const other = boxes[j]!;
          if (
            find(i) !== find(j) &&
            box.minX < other.maxX - 0.001 &&
            other.minX < box.maxX - 0.001 &&
            box.minY < other.maxY - 0.001 &&
            other.minY < box.maxY - 0.001
          ) {
            parent[find(i)] = find(j);
          }
        }
        list.push(i);
      }
    }
  });
  const merged = new Map<number, Bounds>();
  boxes.forEach((box, i) => {
    const root = find(i);
    const into = merged.get(root);
    if (!into) merged.set(root, { ...box });
    else {
      into.minX = Math.min(into.minX, box.minX);
      into.minY = Math.min(into.minY, box.minY);
      into.maxX = Math.max(into.maxX, box.maxX);
      into.maxY = Math.max(into.maxY, box.maxY);
    }
  });
  return [...merged.values()];
}

/** Holes are matched to pads on a 0.1 mm grid, each cell one 32-bit number (strings cost more than the search). */
function cell(x: number, y: number): number {
  return tenth(Math.round(x * 10), Math.round(y * 10));
}

function tenth(x: number, y: number): number {
  return ((x & 0xffff) << 16) | (y & 0xffff);
}

function toPad(object: GraphicObject): Pad[] {
  if (!object.dark) return [];
  const box = emptyBounds();
  extendByObject(box, object);
  if (isEmpty(box)) return [];
  const w = box.maxX - box.minX;
  const h = box.maxY - box.minY;
  if (w <= 0 || h <= 0 || w > MAX_PAD_MM || h > MAX_PAD_MM) return [];
  const round =
    object.kind === 'flash' && (object.aperture.shape.kind === 'circle' || object.aperture.shape.kind === 'polygon');
  const small = Math.min(w, h);
  const large = Math.max(w, h);
  return [
    {
      x: (box.minX + box.maxX) / 2,
      y: (box.minY + box.maxY) / 2,
      w,
      h,
      round,
      key: round ? `c${r3(large).toFixed(3)}` : `r${r3(small).toFixed(3)}x${r3(large).toFixed(3)}`,
    },
  ];
}

function dedupe(pads: Pad[]): Pad[] {
  const seen = new Set<string>();
  return pads.filter((pad) => {
    const id = `${Math.round(pad.x * MICRON)},${Math.round(pad.y * MICRON)},${pad.key}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
