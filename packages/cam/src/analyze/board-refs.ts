import { drillImage, gerberImage, type ParsedLayer } from '../board.js';
import { emptyBounds, extend, grow } from '../geometry/bbox.js';
import type { Bounds } from '../types.js';

/**
 * What a board edge must enclose: the copper pads (flashes) and the drill hits, each as a flat x,y list of at
 * most about 20 000 points. Pads, not every stroke: copper films often carry drawing matter outside the board
 * (layer names, a drawing frame and title block, the Allegro drawing format). The holes keep a small contour
 * around a cluster of pads from winning: a board's mounting and component holes lie all over it.
 */
export interface BoardRefs {
  copper: number[];
  holes: number[];
  /** The box every holding contour must reach (grown by the margin): quantiles of the points, a quick refusal. */
  reach: Bounds;
}

const MAX_POINTS = 20_000;

export function boardRefs(layers: ParsedLayer[]): BoardRefs {
  const copper: number[] = [];
  const holes: number[] = [];
  const copperLayers = layers.filter((layer) => layer.role === 'copper' && gerberImage(layer));
  const objects = copperLayers.reduce((sum, layer) => sum + (gerberImage(layer)?.objects.length ?? 0), 0);
  const stride = Math.max(1, Math.ceil(objects / MAX_POINTS));
  let seen = 0;
  for (const layer of copperLayers) {
    for (const object of gerberImage(layer)?.objects ?? []) {
      if (object.kind === 'flash' && object.dark && seen++ % stride === 0) copper.push(object.x, object.y);
    }
  }
  const padArea = padExtent(copper);
  const hits = layers.flatMap((layer) => {
    const own = layer.role === 'drill' ? (drillImage(layer)?.hits ?? []) : [];
    return padArea && !mostlyWithin(own, padArea) ? [] : own;
  });
  const holeStride = Math.max(1, Math.ceil(hits.length / MAX_POINTS));
  for (let i = 0; i < hits.length; i += holeStride) holes.push(hits[i]?.x ?? 0, hits[i]?.y ?? 0);
  return { copper, holes, reach: reachOf(copper, holes) };
}

/** A contour missing past the 2 % quantile of the copper (10 % of the holes) on any side cannot hold enough. */
function reachOf(copper: number[], holes: number[]): Bounds {
  const reach = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const [points, share] of [
    [copper, COPPER_HOLD_SHARE],
    [holes, HOLE_HOLD_SHARE],
  ] as const) {
    if (points.length === 0) continue;
    for (const axis of [0, 1]) {
      const values = Float64Array.from({ length: points.length / 2 }, (_, i) => points[2 * i + axis] ?? 0).sort();
      const lo = values[Math.floor((1 - share) * (values.length - 1))] ?? 0;
      const hi = values[Math.ceil(share * (values.length - 1))] ?? 0;
      if (axis === 0) {
        reach.minX = Math.min(reach.minX, lo);
        reach.maxX = Math.max(reach.maxX, hi);
      } else {
        reach.minY = Math.min(reach.minY, lo);
        reach.maxY = Math.max(reach.maxY, hi);
      }
    }
  }
  return reach;
}

/**
 * The pads' box grown by a quarter, or null without pads. A drill file whose number format is not settled yet
 * (no header; `drill-fit.ts` fits it to the board found here) may place its hits far off: those are left out.
 */
function padExtent(points: number[]): Bounds | null {
  if (points.length === 0) return null;
  const box = emptyBounds();
  for (let i = 0; i < points.length; i += 2) extend(box, points[i] ?? 0, points[i + 1] ?? 0);
  return grow(box, 0.25 * Math.max(box.maxX - box.minX, box.maxY - box.minY) + 1);
}

function mostlyWithin(hits: Array<{ x: number; y: number }>, box: Bounds): boolean {
  let inside = 0;
  for (const hit of hits)
    if (hit.x >= box.minX && hit.x <= box.maxX && hit.y >= box.minY && hit.y <= box.maxY) inside++;
  return inside >= 0.5 * hits.length;
}

export function hasRefs(refs: BoardRefs): boolean {
  return refs.copper.length > 0 || refs.holes.length > 0;
}

/** Shares of the copper points and of the holes inside `bounds` grown by `margin` (1 when there are none). */
export function heldShares(refs: BoardRefs, bounds: Bounds, margin = 0.5): { copper: number; holes: number } {
  const share = (points: number[]): number => {
    if (points.length === 0) return 1;
    let inside = 0;
    for (let i = 0; i < points.length; i += 2) {
      const x = points[i] ?? 0;
      const y = points[i + 1] ?? 0;
      if (
        x >= bounds.minX - margin &&
        x <= bounds.maxX + margin &&
        y >= bounds.minY - margin &&
        y <= bounds.maxY + margin
      )
        inside++;
    }
    return (2 * inside) / points.length;
  };
  return { copper: share(refs.copper), holes: share(refs.holes) };
}

/** Panel fiducials and tooling holes on a frame may lie outside the card; nearly everything else may not. */
export const COPPER_HOLD_SHARE = 0.98;
export const HOLE_HOLD_SHARE = 0.9;

export function holdsBoard(refs: BoardRefs, bounds: Bounds): boolean {
  const { reach } = refs;
  const margin = 0.5;
  if (bounds.minX - margin > reach.minX || bounds.minY - margin > reach.minY) return false;
  if (bounds.maxX + margin < reach.maxX || bounds.maxY + margin < reach.maxY) return false;
  const held = heldShares(refs, bounds);
  return held.copper >= COPPER_HOLD_SHARE && held.holes >= HOLE_HOLD_SHARE;
}
