import type { Hole } from '../analyze/drill.js';
import type { GraphicObject } from '../gerber/types.js';
import type { Bounds } from '../types.js';
import { segmentDistance, toCapsules } from './capsules.js';
import type { Gap, LayerPairs } from './spacing.js';

const TOUCH_MM = 0.005;

/**
 * Clearances cut with clear polarity (LPC) into a positive film: a pour drawn dark, a clear disc cut round a
 * pad, and the pad flashed dark again inside the cut. The copper-to-copper gap there is the cut's radius less the
 * pad's radius and the distance between their centres. Only pads flashed after the cut and lying wholly inside
 * it count (the cut removes what came before; a thermal spoke crossing the cut joins the pad to the pour); cuts
 * off the board (a drawing frame's title block) are left out. Clearances round tracks are not measured here.
 */
export function clearCutGap(objects: GraphicObject[], layer: LayerPairs, board: Bounds | null): Gap | null {
  const grid = layer.grid;
  if (!grid || !objects.some((object) => !object.dark && object.kind !== 'region')) return null;
  const cuts = toCapsules(objects, null, 'clear cuts');
  const c = layer.capsules;
  const pieces = new Map<number, number>();
  for (let i = 0; i < c.count; i++) pieces.set(c.owner[i]!, (pieces.get(c.owner[i]!) ?? 0) + 1);
  let best: Gap | null = null;
  for (let k = 0; k < cuts.count; k++) {
    const kx = (cuts.x1[k]! + cuts.x2[k]!) / 2;
    const ky = (cuts.y1[k]! + cuts.y2[k]!) / 2;
    if (board && (kx < board.minX || kx > board.maxX || ky < board.minY || ky > board.maxY)) continue;
    const rk = cuts.r[k]!;
    const cut = cuts.owner[k]!;
    const x0 = Math.max(0, Math.floor((Math.min(cuts.x1[k]!, cuts.x2[k]!) - rk - grid.originX) / grid.cell));
    const x1 = Math.min(
      grid.columns - 1,
      Math.floor((Math.max(cuts.x1[k]!, cuts.x2[k]!) + rk - grid.originX) / grid.cell),
    );
    const y0 = Math.max(0, Math.floor((Math.min(cuts.y1[k]!, cuts.y2[k]!) - rk - grid.originY) / grid.cell));
    const y1 = Math.min(
      grid.rows - 1,
      Math.floor((Math.max(cuts.y1[k]!, cuts.y2[k]!) + rk - grid.originY) / grid.cell),
    );
    for (let cy = y0; cy <= y1; cy++) {
      for (let cx = x0; cx <= x1; cx++) {
        const cell = cy * grid.columns + cx;
        const end: number = grid.start[cell + 1]!;
        for (let a: number = grid.start[cell]!; a < end; a++) {
          const d: number = grid.entries[a]!;
          const pad = c.owner[d]!;
          if (pad <= cut || objects[pad]?.kind !== 'flash' || pieces.get(pad) !== 1) continue;
          const apart = segmentDistance(
            cuts.x1[k]!,
            cuts.y1[k]!,
            cuts.x2[k]!,
            cuts.y2[k]!,
            c.x1[d]!,
            c.y1[d]!,
            c.x2[d]!,
            c.y2[d]!,
          );
          const gap = rk - c.r[d]! - apart;
          if (apart + c.r[d]! > rk + 1e-9 || gap < TOUCH_MM) continue;
          if (!best || gap < best.gapMm) best = { gapMm: gap, x: kx, y: ky, between: [cut, c.owner[d]!] };
        }
      }
    }
  }
  return best;
}

/**
 * A negative (plane) film draws its openings: a dark disc over a hole is the plane's clearance round it (an
 * anti-pad), so the plane copper stands (disc − hole) ÷ 2 off the plated barrel. Thermal reliefs (macros) are
 * connections, not clearances, and are left out.
 */
export function planeClearance(objects: GraphicObject[], holes: Hole[]): Gap | null {
  const key = (x: number, y: number): string => `${Math.round(x / 0.02)},${Math.round(y / 0.02)}`;
  const holeAt = new Map<string, number>();
  for (const hole of holes) {
    if (hole.plated && hole.diameter > 0)
      holeAt.set(key(hole.x, hole.y), Math.max(holeAt.get(key(hole.x, hole.y)) ?? 0, hole.diameter));
  }
  let best: Gap | null = null;
  objects.forEach((object, index) => {
    if (object.kind !== 'flash' || !object.dark || object.aperture.shape.kind === 'macro') return;
    const hole = holeAt.get(key(object.x, object.y));
    if (hole === undefined) return;
    const box = object.aperture.box;
    const gap = (Math.min(box.maxX - box.minX, box.maxY - box.minY) - hole) / 2;
    if (gap > TOUCH_MM && (!best || gap < best.gapMm))
      best = { gapMm: gap, x: object.x, y: object.y, between: [index, index] };
  });
  return best;
}
