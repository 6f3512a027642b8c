import { insideRegionCopper, segmentDistance, type Capsules } from './capsules.js';
import { buildGrid, type CapsuleGrid } from './grid.js';

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

/** Gaps wider than this are not looked for: no factory's rule is near it. */
export const SEARCH_MM = 0.4;
/** Gaps under 2 mil are slivers, counted apart from the spacing. */
export const SLIVER_MM = 0.05;
/** Closer than this counts as touching (rounding of the files' digits, arcs cut into chords). */
const TOUCH_MM = 0.005;
/** The pairs one layer may measure: the check's work budget beside the grid's entry budget. */
const PAIR_BUDGET = 150_000_000;

/**
 * Walks the grid once: every pair of capsules of different objects whose grown boxes meet is measured in the
 * one cell where their cell ranges begin together. Touching shapes (or one inside a region or box pad) are
 * joined into pieces of copper; the other pairs closer than SEARCH_MM are kept for the nets to judge.
 */
export function nearPairs(c: Capsules): LayerPairs {
  const parent = new Int32Array(maxOwner(c) + 1).map((_, i) => i);
  const piece = (i: number): number => {
    while (parent[i] !== i) {
      const up = parent[parent[i]!]!;
      parent[i] = up;
      i = up;
    }
    return i;
  };
  const none = { capsules: c, grid: null, piece, pairs: new Float64Array(0), pairCount: 0 };
  if (c.count < 2) return none;
  const grid = buildGrid(c, SEARCH_MM / 2);
  if ('unmeasured' in grid) return { ...none, unmeasured: grid.unmeasured };
  const { columns, start, entries, minX, minY, maxX, maxY, cx0, cy0 } = grid;
  const { x1, y1, x2, y2, r, owner } = c;
  let pairs = new Float64Array(3 * 4096);
  let pairCount = 0;
  const touching = new Map<number, Map<number, boolean>>();
  const edgeOfRegion = new Uint8Array(c.count);
  for (let i = 0; i < c.count; i++) if (c.regions.has(owner[i]!)) edgeOfRegion[i] = 1;
  let pairWork = 0;
  for (let k = 0; k < columns * grid.rows; k++) {
    const from = start[k]!;
    const to = start[k + 1]!;
    pairWork += ((to - from) * (to - from - 1)) / 2;
    if (pairWork > PAIR_BUDGET) {
      return { ...none, unmeasured: `too dense to measure: more than ${PAIR_BUDGET} pairs of ${c.count} shapes` };
    }
    const cx = k % columns;
    const cy = (k - cx) / columns;
    for (let a = from; a < to; a++) {
      const i = entries[a]!;
      const oi = owner[i]!;
      const iStartsHere = cx0[i] === cx;
      const iStartsRow = cy0[i] === cy;
      for (let b = a + 1; b < to; b++) {
        const j = entries[b]!;
        const oj = owner[j]!;
        if (oi === oj) continue;
        // The pair's shared range begins in this cell only if one of them begins here on each axis.
        if (!(iStartsHere || cx0[j] === cx) || !(iStartsRow || cy0[j] === cy)) continue;
        if (minX[i]! > maxX[j]! || minX[j]! > maxX[i]! || minY[i]! > maxY[j]! || minY[j]! > maxY[i]!) continue;
        // Already one piece of copper: pieces only ever join, so no gap between them can count.
        if (piece(oi) === piece(oj)) continue;
        const d = segmentDistance(x1[i]!, y1[i]!, x2[i]!, y2[i]!, x1[j]!, y1[j]!, x2[j]!, y2[j]!) - r[i]! - r[j]!;
        if (d >= SEARCH_MM) continue;
        const touches =
          d <= TOUCH_MM ||
          (edgeOfRegion[i] === 1 && insideRegion(c, i, j, touching)) ||
          (edgeOfRegion[j] === 1 && insideRegion(c, j, i, touching));
        if (touches) {
          const ri = piece(oi);
          const rj = piece(oj);
          if (ri !== rj) parent[ri] = rj;
          continue;
        }
        if (pairCount * 3 + 3 > pairs.length) {
          const bigger = new Float64Array(pairs.length * 2);
          bigger.set(pairs);
          pairs = bigger;
        }
        pairs[pairCount * 3] = d;
        pairs[pairCount * 3 + 1] = i;
        pairs[pairCount * 3 + 2] = j;
        pairCount++;
      }
    }
  }
  return { capsules: c, grid, piece, pairs, pairCount };
}

/**
 * The narrowest gap between two pieces of copper that `sameNet` does not join (by default: touching pieces
 * only), slivers apart. With nets (`nets.ts`), two shapes of one net are never a spacing violation.
 */
export function pickGap(layer: LayerPairs, sameNet: (a: number, b: number) => boolean = () => false): GapReport {
  const { capsules: c, pairs, pairCount, piece } = layer;
  if (layer.unmeasured) return { gap: null, slivers: 0, narrowestSliver: null, unmeasured: layer.unmeasured };
  let best: Gap | null = null;
  let sliver: Gap | null = null;
  const sliverPairs = new Set<number>();
  for (let p = 0; p < pairCount; p++) {
    const d = pairs[p * 3]!;
    const isSliver = d < SLIVER_MM;
    if (!isSliver && best && d >= best.gapMm) continue;
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
      if (!sliver || d < sliver.gapMm) sliver = gap;
    } else best = gap;
  }
  return { gap: best, slivers: sliverPairs.size, narrowestSliver: sliver };
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

/** Whether capsule `other` lies in the region capsule `edge` belongs to (then they are one piece of copper). */
function insideRegion(c: Capsules, edge: number, other: number, cache: Map<number, Map<number, boolean>>): boolean {
  const region = c.owner[edge]!;
  const otherOwner = c.owner[other]!;
  let known = cache.get(region);
  if (!known) cache.set(region, (known = new Map()));
  const seen = known.get(otherOwner);
  if (seen !== undefined) return seen;
  const inside =
    insideRegionCopper(c, region, c.x1[other]!, c.y1[other]!) ||
    insideRegionCopper(c, region, c.x2[other]!, c.y2[other]!);
  known.set(otherOwner, inside);
  return inside;
}
