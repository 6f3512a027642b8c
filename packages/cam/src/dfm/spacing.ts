import type { Capsules } from './capsules.js';
import { buildGrid, type CapsuleGrid } from './grid.js';
import { PairWalk, SEARCH_MM } from './pair-walk.js';

export { SEARCH_MM } from './pair-walk.js';

export interface GapReport {
  /** The narrowest gap of at least SLIVER_MM between two pieces of copper of different nets. */
  gap: Gap | null;
  /** Gaps under SLIVER_MM (2 mil): copper almost touching, usually one net (a track stopping short of its via). */
  slivers: number;
  narrowestSliver: Gap | null;
  /** Set when the layer was too dense for the check's work budget: nothing was measured. */
  unmeasured?: string;
}

export interface Gap {
  gapMm: number;
  x: number;
  y: number;
  /** The two drawn objects (indices in the layer's object list). */
  between: [number, number];
}

/** One copper layer's near pairs: which drawn objects touch (one piece of copper) and the gaps between the rest. */
export interface LayerPairs {
  capsules: Capsules;
  grid: CapsuleGrid | null;
  /** Union-find over the drawn objects: touching shapes share a root. */
  piece: (owner: number) => number;
  /** Gaps under SEARCH_MM between objects that do not touch: d, capsule i, capsule j, flat. */
  pairs: Float64Array;
  pairCount: number;
  unmeasured?: string;
  /** Regions and box pads by 5 mm bucket, built when the nets first look up a point (nets.ts). */
  regionIndex?: Map<number, number[]>;
}

/** Gaps under 2 mil are slivers, counted apart from the spacing. */
export const SLIVER_MM = 0.05;
/** The pairs one layer may measure: the check's work budget beside the grid's entry budget. */
const PAIR_BUDGET = 150_000_000;

/**
 * Walks the grid once: every pair of capsules of different objects whose grown boxes meet is measured in the
 * one cell where their cell ranges begin together. Touching shapes (or one inside a region or box pad) are
 * joined into pieces of copper; the other pairs closer than SEARCH_MM are kept for the nets to judge.
 */
export function nearPairs(c: Capsules): LayerPairs {
  const alone = (owner: number): number => owner;
  const unmeasured = (why: string, piece = alone): LayerPairs => ({
    capsules: c,
    grid: null,
    piece,
    pairs: new Float64Array(0),
    pairCount: 0,
    unmeasured: why,
  });
  if (c.count < 2) return { capsules: c, grid: null, piece: alone, pairs: new Float64Array(0), pairCount: 0 };
  const grid = buildGrid(c, SEARCH_MM / 2);
  if ('unmeasured' in grid) return unmeasured(grid.unmeasured);
  const walk = new PairWalk(c, grid, maxOwner(c) + 1);
  const piece = (owner: number): number => walk.piece(owner);
  let pairWork = 0;
  for (let k = 0; k < grid.columns * grid.rows; k++) {
    const n = grid.start[k + 1]! - grid.start[k]!;
    pairWork += (n * (n - 1)) / 2;
    if (pairWork > PAIR_BUDGET) {
      return unmeasured(`too dense to measure: more than ${PAIR_BUDGET} pairs of ${c.count} shapes`, piece);
    }
    if (n > 1) walk.cell(k);
  }
  return { capsules: c, grid, piece, pairs: walk.pairs, pairCount: walk.pairCount };
}

/**
 * The narrowest gap between two pieces of copper that `sameNet` does not join (by default: touching pieces
 * only), slivers apart. With nets (`nets.ts`), two shapes of one net are never a spacing violation.
 */
export function pickGap(layer: LayerPairs, sameNet: (a: number, b: number) => boolean = () => false): GapReport {
  const { capsules: c, pairs, pairCount, piece } = layer;
  if (layer.unmeasured) return { gap: null, slivers: 0, narrowestSliver: null, unmeasured: layer.unmeasured };
  let best: Gap | null = null;
  let bestAt = -1;
  let sliver: Gap | null = null;
  let sliverAt = -1;
  const sliverPairs = new Set<number>();
  for (let p = 0; p < pairCount; p++) {
    const d = pairs[p * 3]!;
    const isSliver = d < SLIVER_MM;
    if (!isSliver && best && d > best.gapMm) continue;
    const i = pairs[p * 3 + 1]!;
    const j = pairs[p * 3 + 2]!;
    const oi = c.owner[i]!;
    const oj = c.owner[j]!;
    const pi = piece(oi);
    const pj = piece(oj);
    if (pi === pj || sameNet(pi, pj)) continue;
    const gap: Gap = { gapMm: d, x: (c.x1[i]! + c.x1[j]!) / 2, y: (c.y1[i]! + c.y1[j]!) / 2, between: [oi, oj] };
    if (isSliver) {
      sliverPairs.add(Math.min(pi, pj) * 4_194_304 + Math.max(pi, pj));
      if (!sliver || d < sliver.gapMm || (d === sliver.gapMm && metFirst(layer, p, sliverAt))) {
        sliver = gap;
        sliverAt = p;
      }
    } else if (!best || d < best.gapMm || metFirst(layer, p, bestAt)) {
      best = gap;
      bestAt = p;
    }
  }
  return { gap: best, slivers: sliverPairs.size, narrowestSliver: sliver };
}

/**
 * Of two equal gaps, whether pair p comes before pair q walking the grid cell by cell and each cell's capsules in
 * order (the cell where the pair's ranges begin together, then its two capsules): the gap the report names does
 * not depend on the order the walk kept the pairs in.
 */
function metFirst(layer: LayerPairs, p: number, q: number): boolean {
  const grid = layer.grid!;
  const key = (pair: number): [number, number, number] => {
    const i = layer.pairs[pair * 3 + 1]!;
    const j = layer.pairs[pair * 3 + 2]!;
    const row = Math.max(grid.cy0[i]!, grid.cy0[j]!);
    return [row * grid.columns + Math.max(grid.cx0[i]!, grid.cx0[j]!), i, j];
  };
  const [kp, ip, jp] = key(p);
  const [kq, iq, jq] = key(q);
  return kp !== kq ? kp < kq : ip !== iq ? ip < iq : jp < jq;
}

/** The narrowest gap of one layer on its own (touching shapes joined, no nets). */
export function narrowestGap(c: Capsules): GapReport {
  return pickGap(nearPairs(c));
}

function maxOwner(c: Capsules): number {
  let max = 0;
  for (let i = 0; i < c.count; i++) if (c.owner[i]! > max) max = c.owner[i]!;
  return max;
}
