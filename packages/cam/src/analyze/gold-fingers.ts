import { layersOf, objectsOf, type ParsedLayer } from '../board.js';
import type { FlashObject, GraphicObject } from '../gerber/types.js';
import type { Bounds, EdgeFeature } from '../types.js';

type Edge = 'left' | 'right' | 'bottom' | 'top';

interface Finger {
  edge: Edge;
  /** Position along the edge. */
  along: number;
  size: string;
  x: number;
  y: number;
}

const EDGE_REACH = 1;
const MIN_ROW = 5;
const MIN_PITCH = 0.8;
const MAX_PITCH = 4;

/**
 * Gold fingers (edge connectors): on an outer copper layer, a row of at least five equal rectangular
 * pads at least 2.5 mm long, long side pointing at a board edge and ending within 1 mm of it,
 * spaced 0.8–4 mm apart, each with an opening in that side's solder mask (when the set has one).
 */
export function findGoldFingers(layers: ParsedLayer[], board: Bounds | null): EdgeFeature {
  if (!board) return { detected: false, count: 0, side: null, how: 'cannot tell: the board edge is unknown' };
  const found: Array<{ side: 'top' | 'bottom'; count: number }> = [];
  for (const side of ['top', 'bottom'] as const) {
    const copper = objectsOf(layers, 'copper', side);
    const mask = layersOf(layers, 'soldermask', side).map((layer) => objectsOf([layer], 'soldermask', side));
    const fingers = copper.flatMap((object) => (object.kind === 'flash' ? asFinger(object, board) : []));
    const confirmed = fingers.filter(
      (finger) => mask.length === 0 || mask.some((objects) => hasOpening(objects, finger)),
    );
    const count = longestRows(confirmed);
    if (count > 0) found.push({ side, count });
  }
  const count = found.reduce((sum, entry) => sum + entry.count, 0);
  const side = found.length === 2 ? 'both' : (found[0]?.side ?? null);
  return {
    detected: count > 0,
    count,
    side,
    how:
      count > 0
        ? `rows of ≥${MIN_ROW} equal long rectangular pads ending ≤${EDGE_REACH} mm from a board edge, with solder-mask openings (${side})`
        : `no row of ≥${MIN_ROW} rectangular pads with mask openings reaches a board edge`,
  };
}

function asFinger(flash: FlashObject, board: Bounds): Finger[] {
  const shape = flash.aperture.shape;
  if (!flash.dark || (shape.kind !== 'rectangle' && shape.kind !== 'obround')) return [];
  const { width, height } = shape;
  const size = `${width.toFixed(2)}x${height.toFixed(2)}`;
  const [short, long] = width < height ? [width, height] : [height, width];
  if (long < 1.8 * short || long < 2.5 || short < 0.3 || short > 3.5 || long > 15) return [];
  if (height > width) {
    if (flash.y - height / 2 - board.minY <= EDGE_REACH)
      return [{ edge: 'bottom', along: flash.x, size, x: flash.x, y: flash.y }];
    if (board.maxY - (flash.y + height / 2) <= EDGE_REACH)
      return [{ edge: 'top', along: flash.x, size, x: flash.x, y: flash.y }];
  } else {
    if (flash.x - width / 2 - board.minX <= EDGE_REACH)
      return [{ edge: 'left', along: flash.y, size, x: flash.x, y: flash.y }];
    if (board.maxX - (flash.x + width / 2) <= EDGE_REACH)
      return [{ edge: 'right', along: flash.y, size, x: flash.x, y: flash.y }];
  }
  return [];
}

function hasOpening(mask: GraphicObject[], finger: Finger): boolean {
  return mask.some((object) => {
    if (object.kind !== 'flash' || !object.dark) return false;
    const box = object.aperture.box;
    return (
      finger.x >= object.x + box.minX &&
      finger.x <= object.x + box.maxX &&
      finger.y >= object.y + box.minY &&
      finger.y <= object.y + box.maxY
    );
  });
}

/** Counts fingers that stand in evenly close rows of at least MIN_ROW along one edge. */
function longestRows(fingers: Finger[]): number {
  const groups = new Map<string, number[]>();
  for (const finger of fingers) {
    const key = `${finger.edge}|${finger.size}`;
    groups.set(key, [...(groups.get(key) ?? []), finger.along]);
  }
  let count = 0;
  for (const positions of groups.values()) {
    positions.sort((a, b) => a - b);
    let run = 1;
    for (let i = 1; i <= positions.length; i++) {
      const gap = i < positions.length ? (positions[i] ?? 0) - (positions[i - 1] ?? 0) : Infinity;
      if (gap <= 0.05) continue;
      if (gap >= MIN_PITCH && gap <= MAX_PITCH) run++;
      else {
        if (run >= MIN_ROW) count += run;
        run = 1;
      }
    }
  }
  return count;
}
