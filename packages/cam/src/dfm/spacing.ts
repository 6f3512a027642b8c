import { insideEdges, segmentDistance, type Capsules } from './capsules.js';

export interface GapReport {
  /** The narrowest gap of at least SLIVER_MM between two separate pieces of copper. */
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

/** Gaps wider than this are not looked for: no factory's rule is near it. */
export const SEARCH_MM = 0.4;
const CELL_MM = 0.8;
/** Gaps under 2 mil are slivers, counted apart from the spacing. */
export const SLIVER_MM = 0.05;
/** Closer than this counts as touching (rounding of the files' digits, arcs cut into chords). */
const TOUCH_MM = 0.005;
/**
 * The work one layer may cost: grid entries, and pairs measured. Real boards stay far below (the 14-layer
 * Altium board: under 2 million entries a layer); a file of hundreds of thousands of long random strokes would
 * otherwise hold an analysis worker for minutes.
 */
const ENTRY_BUDGET = 40_000_000;
const PAIR_BUDGET = 150_000_000;
const overBudget = (what: string): GapReport => ({ gap: null, slivers: 0, narrowestSliver: null, unmeasured: what });

/**
 * The narrowest gap between two separate copper shapes of one layer: capsule pairs that do not touch
 * (touching shapes are one piece of copper). A uniform grid (1 mm cells) keeps it to near neighbours:
 * each capsule goes into the cells its box (grown by half the search distance) covers, and a pair is
 * measured only in the cell holding the lower-left corner of where their boxes meet, so once.
 */
export function narrowestGap(c: Capsules): GapReport {
  const n = c.count;
  if (n < 2) return { gap: null, slivers: 0, narrowestSliver: null };
  const half = SEARCH_MM / 2;
  const minX = new Float64Array(n);
  const minY = new Float64Array(n);
  const maxX = new Float64Array(n);
  const maxY = new Float64Array(n);
  let originX = Infinity;
  let originY = Infinity;
  for (let i = 0; i < n; i++) {
    const r = (c.r[i] ?? 0) + half;
    minX[i] = Math.min(c.x1[i] ?? 0, c.x2[i] ?? 0) - r;
    minY[i] = Math.min(c.y1[i] ?? 0, c.y2[i] ?? 0) - r;
    maxX[i] = Math.max(c.x1[i] ?? 0, c.x2[i] ?? 0) + r;
    maxY[i] = Math.max(c.y1[i] ?? 0, c.y2[i] ?? 0) + r;
    originX = Math.min(originX, minX[i] ?? 0);
    originY = Math.min(originY, minY[i] ?? 0);
  }
  let grid = new Int32Array(0);
  // The grid as one flat array (counting sort): cell → the capsules whose grown box covers it.
  let maxGX = 0;
  let maxGY = 0;
  for (let i = 0; i < n; i++) {
    maxGX = Math.max(maxGX, maxX[i] ?? 0);
    maxGY = Math.max(maxGY, maxY[i] ?? 0);
  }
  let cell = CELL_MM;
  while (((maxGX - originX) / cell + 1) * ((maxGY - originY) / cell + 1) > 4_000_000) cell *= 2;
  const columns = Math.floor((maxGX - originX) / cell) + 1;
  const rows = Math.floor((maxGY - originY) / cell) + 1;
  const cellOf = (v: number, origin: number): number => Math.floor((v - origin) / cell);
  const skip = new Uint8Array(n);
  let entryCount = 0;
  for (let i = 0; i < n; i++) {
    const cells =
      (cellOf(maxX[i] ?? 0, originX) - cellOf(minX[i] ?? 0, originX) + 1) *
      (cellOf(maxY[i] ?? 0, originY) - cellOf(minY[i] ?? 0, originY) + 1);
    if (cells > 250_000)
      skip[i] = 1; // a huge shape (a plane's edge) is measured from its neighbours' side
    else entryCount += cells;
  }
  if (entryCount > ENTRY_BUDGET)
    return overBudget(`too dense to measure: ${n} shapes would fill ${entryCount} grid cells`);
  const start = new Int32Array(columns * rows + 1);
  for (let pass = 0; pass < 2; pass++) {
    const fill = pass === 1 ? start.slice() : null;
    const entries = pass === 1 ? new Int32Array(start[columns * rows] ?? 0) : null;
    for (let i = 0; i < n; i++) {
      if (skip[i]) continue;
      const x0 = cellOf(minX[i] ?? 0, originX);
      const x1 = cellOf(maxX[i] ?? 0, originX);
      const y0 = cellOf(minY[i] ?? 0, originY);
      const y1 = cellOf(maxY[i] ?? 0, originY);
      for (let cy = y0; cy <= y1; cy++) {
        for (let cx = x0; cx <= x1; cx++) {
          const k = cy * columns + cx;
          if (fill && entries) entries[(fill[k] = (fill[k] ?? 0) + 1) - 1] = i;
          else start[k + 1] = (start[k + 1] ?? 0) + 1;
        }
      }
    }
    if (pass === 0) for (let k = 0; k < columns * rows; k++) start[k + 1] = (start[k + 1] ?? 0) + (start[k] ?? 0);
    else if (entries) grid = entries;
  }
  // One pass over the near pairs: touching shapes are joined into pieces of copper (union-find over the
  // drawn objects); pairs with a gap are kept, and after the pass the narrowest gap between two different
  // pieces is the layer's spacing (a hatched pour's strokes, a track's segments are one piece).
  const parent = new Int32Array(maxOwner(c) + 1);
  for (let i = 0; i < parent.length; i++) parent[i] = i;
  const find = (i: number): number => {
    while (parent[i] !== i) {
      const up = parent[parent[i] ?? i] ?? i;
      parent[i] = up;
      i = up;
    }
    return i;
  };
  let pairs = new Float64Array(3 * 4096);
  let pairCount = 0;
  const touching = new Map<number, boolean>();
  let pairWork = 0;
  for (let k = 0; k < columns * rows; k++) {
    const cx = k % columns;
    const cy = (k - cx) / columns;
    const from = start[k] ?? 0;
    const to = start[k + 1] ?? 0;
    pairWork += ((to - from) * (to - from - 1)) / 2;
    if (pairWork > PAIR_BUDGET)
      return overBudget(`too dense to measure: more than ${PAIR_BUDGET} pairs of ${n} shapes`);
    for (let a = from; a < to; a++) {
      const i = grid[a] ?? 0;
      for (let b = a + 1; b < to; b++) {
        const j = grid[b] ?? 0;
        const oi = c.owner[i] ?? 0;
        const oj = c.owner[j] ?? 0;
        if (oi === oj) continue;
        const ix = Math.max(minX[i] ?? 0, minX[j] ?? 0);
        const iy = Math.max(minY[i] ?? 0, minY[j] ?? 0);
        if (ix > Math.min(maxX[i] ?? 0, maxX[j] ?? 0) || iy > Math.min(maxY[i] ?? 0, maxY[j] ?? 0)) continue;
        if (cellOf(ix, originX) !== cx || cellOf(iy, originY) !== cy) continue;
        const d =
          segmentDistance(
            c.x1[i] ?? 0,
            c.y1[i] ?? 0,
            c.x2[i] ?? 0,
            c.y2[i] ?? 0,
            c.x1[j] ?? 0,
            c.y1[j] ?? 0,
            c.x2[j] ?? 0,
            c.y2[j] ?? 0,
          ) -
          (c.r[i] ?? 0) -
          (c.r[j] ?? 0);
        if (d >= SEARCH_MM) continue;
        if (d <= TOUCH_MM || insideRegion(c, i, j, touching) || insideRegion(c, j, i, touching)) {
          const ri = find(oi);
          const rj = find(oj);
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
  let best: Gap | null = null;
  let sliver: Gap | null = null;
  const sliverPairs = new Set<string>();
  for (let p = 0; p < pairCount; p++) {
    const d = pairs[p * 3] ?? 0;
    const isSliver = d < SLIVER_MM;
    if (!isSliver && best && d >= best.gapMm) continue;
    const i = pairs[p * 3 + 1] ?? 0;
    const j = pairs[p * 3 + 2] ?? 0;
    const oi = c.owner[i] ?? 0;
    const oj = c.owner[j] ?? 0;
    if (find(oi) === find(oj)) continue;
    const gap: Gap = {
      gapMm: d,
      x: ((c.x1[i] ?? 0) + (c.x1[j] ?? 0)) / 2,
      y: ((c.y1[i] ?? 0) + (c.y1[j] ?? 0)) / 2,
      between: [oi, oj],
    };
    if (isSliver) {
      sliverPairs.add(oi < oj ? `${oi},${oj}` : `${oj},${oi}`);
      if (!sliver || d < sliver.gapMm) sliver = gap;
    } else best = gap;
  }
  return { gap: best, slivers: sliverPairs.size, narrowestSliver: sliver };
}

function maxOwner(c: Capsules): number {
  let max = 0;
  for (let i = 0; i < c.count; i++) if ((c.owner[i] ?? 0) > max) max = c.owner[i] ?? 0;
  return max;
}

/** Whether capsule `other` lies in the region capsule `edge` belongs to (then they are one piece of copper). */
function insideRegion(c: Capsules, edge: number, other: number, cache: Map<number, boolean>): boolean {
  const region = c.owner[edge] ?? 0;
  const edges = c.regions.get(region);
  if (!edges) return false;
  const otherOwner = c.owner[other] ?? 0;
  const cacheKey = region * 4_194_304 + (otherOwner % 4_194_304);
  const known = cache.get(cacheKey);
  if (known !== undefined) return known;
  const inside =
    insideEdges(c.x1[other] ?? 0, c.y1[other] ?? 0, edges) || insideEdges(c.x2[other] ?? 0, c.y2[other] ?? 0, edges);
  cache.set(cacheKey, inside);
  return inside;
}
