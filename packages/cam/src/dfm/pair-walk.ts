import { insideRegionCopper, spineDistance, type Capsules } from './capsules.js';
import type { CapsuleGrid } from './grid.js';

/** Gaps wider than this are not looked for: no factory's rule is near it. */
export const SEARCH_MM = 0.4;
/** Closer than this counts as touching (rounding of the files' digits, arcs cut into chords). */
const TOUCH_MM = 0.005;

/**
 * One layer's walk through the spacing grid, cell by cell (see `nearPairs`). Each cell's capsules are first
 * copied side by side (index, owner, grown box) into arrays sized for the fullest cell, so the pair loop reads
 * memory in order, and grouped by where their ranges begin, so it skips the pairs measured in another cell
 * without looking at them. Pairs are kept in that order, not the grid's: `pickGap` breaks ties by the grid's.
 * A class of small methods rather than one long function: V8 optimizes it once, where the long loop was
 * recompiled on the stack (OSR) and thrown back to the interpreter at each layer's first unseen branch.
 */
export class PairWalk {
  /** Union-find over the drawn objects: touching shapes share a root. */
  readonly parent: Int32Array;
  /** Gaps under SEARCH_MM between objects that do not touch: d, capsule i, capsule j, flat. */
  pairs = new Float64Array(3 * 4096);
  pairCount = 0;
  private readonly edgeOfRegion: Uint8Array;
  private readonly touching = new Map<number, Map<number, boolean>>();
  private readonly shape: Int32Array;
  private readonly ownerOf: Int32Array;
  /** The group of each of the cell's capsules, by its place in the grid's order (see `gather`). */
  private readonly groupOf: Uint8Array;
  /** Each group's size, then where its next capsule goes. */
  private readonly groupSize = new Int32Array(4);
  private readonly groupNext = new Int32Array(4);
  private readonly minX: Float64Array;
  private readonly minY: Float64Array;
  private readonly maxX: Float64Array;
  private readonly maxY: Float64Array;

  constructor(
    private readonly c: Capsules,
    private readonly grid: CapsuleGrid,
    owners: number,
  ) {
    this.parent = new Int32Array(owners);
    for (let o = 0; o < owners; o++) this.parent[o] = o;
    const isRegion = new Uint8Array(owners);
    for (const owner of c.regions.keys()) isRegion[owner] = 1;
    this.edgeOfRegion = new Uint8Array(c.count);
    for (let i = 0; i < c.count; i++) this.edgeOfRegion[i] = isRegion[c.owner[i]!]!;
    let fullest = 0;
    for (let k = 0; k < grid.columns * grid.rows; k++) fullest = Math.max(fullest, grid.start[k + 1]! - grid.start[k]!);
    this.shape = new Int32Array(fullest);
    this.ownerOf = new Int32Array(fullest);
    this.groupOf = new Uint8Array(fullest);
    this.minX = new Float64Array(fullest);
    this.minY = new Float64Array(fullest);
    this.maxX = new Float64Array(fullest);
    this.maxY = new Float64Array(fullest);
  }

  piece(owner: number): number {
    const parent = this.parent;
    while (parent[owner] !== owner) {
      const up = parent[parent[owner]!]!;
      parent[owner] = up;
      owner = up;
    }
    return owner;
  }

  /**
   * Measures the pairs of cell k that meet here first, joining touching ones and keeping the near others. A pair's
   * shared range begins in this cell only if one of the two begins here on each axis, so the cell's capsules are
   * sorted into groups by where they begin, and only the pairs that can begin here are looked at: a capsule
   * beginning here on both axes with any other, one beginning on this column only with one beginning on this row only.
   */
  cell(k: number): void {
    const n = this.gather(k);
    const beginsHere = this.groupSize[0]!;
    const columnEnd = beginsHere + this.groupSize[1]!;
    const rowEnd = columnEnd + this.groupSize[2]!;
    const { shape, ownerOf, minX, minY, maxX, maxY } = this;
    const { x1, y1, x2, y2, r } = this.c;
    for (let a = 0; a < columnEnd; a++) {
      const i = shape[a]!;
      const oi = ownerOf[a]!;
      const iMinX = minX[a]!;
      const iMinY = minY[a]!;
      const iMaxX = maxX[a]!;
      const iMaxY = maxY[a]!;
      const to = a < beginsHere ? n : rowEnd;
      for (let b = a < beginsHere ? a + 1 : columnEnd; b < to; b++) {
        const oj = ownerOf[b]!;
        if (oi === oj) continue;
        if (iMinX > maxX[b]! || minX[b]! > iMaxX || iMinY > maxY[b]! || minY[b]! > iMaxY) continue;
        // Already one piece of copper: pieces only ever join, so no gap between them can count.
        if (this.piece(oi) === this.piece(oj)) continue;
        const j = shape[b]!;
        const d = spineDistance(x1, y1, x2, y2, i, j) - r[i]! - r[j]!;
        if (d >= SEARCH_MM) continue;
        if (d <= TOUCH_MM || this.insideRegion(i, j) || this.insideRegion(j, i)) this.join(oi, oj);
        else this.keep(d, Math.min(i, j), Math.max(i, j));
      }
    }
  }

  /**
   * Copies cell k's capsules into the side-by-side arrays, grouped by where their ranges begin (both axes here,
   * this column only, this row only, neither), each group in the grid's order. Returns how many; the groups'
   * sizes are left in `groupSize`.
   */
  private gather(k: number): number {
    const { grid, groupOf, groupSize, groupNext } = this;
    const cx = k % grid.columns;
    const cy = (k - cx) / grid.columns;
    const from = grid.start[k]!;
    const to = grid.start[k + 1]!;
    groupSize.fill(0);
    for (let a = from; a < to; a++) {
      const i = grid.entries[a]!;
      const group = grid.cx0[i] === cx ? (grid.cy0[i] === cy ? 0 : 1) : grid.cy0[i] === cy ? 2 : 3;
      groupOf[a - from] = group;
      groupSize[group]!++;
    }
    groupNext[0] = 0;
    for (let g = 1; g < 4; g++) groupNext[g] = groupNext[g - 1]! + groupSize[g - 1]!;
    for (let a = from; a < to; a++) {
      const i = grid.entries[a]!;
      const s = groupNext[groupOf[a - from]!]!++;
      this.shape[s] = i;
      this.ownerOf[s] = this.c.owner[i]!;
      this.minX[s] = grid.minX[i]!;
      this.minY[s] = grid.minY[i]!;
      this.maxX[s] = grid.maxX[i]!;
      this.maxY[s] = grid.maxY[i]!;
    }
    return to - from;
  }

  private join(a: number, b: number): void {
    const ra = this.piece(a);
    const rb = this.piece(b);
    if (ra !== rb) this.parent[ra] = rb;
  }

  private keep(d: number, i: number, j: number): void {
    if (this.pairCount * 3 + 3 > this.pairs.length) {
      const bigger = new Float64Array(this.pairs.length * 2);
      bigger.set(this.pairs);
      this.pairs = bigger;
    }
    const at = this.pairCount++ * 3;
    this.pairs[at] = d;
    this.pairs[at + 1] = i;
    this.pairs[at + 2] = j;
  }

  /** Whether capsule `other` lies in the region capsule `edge` belongs to (then they are one piece of copper). */
  private insideRegion(edge: number, other: number): boolean {
    if (this.edgeOfRegion[edge] !== 1) return false;
    const c = this.c;
    const region = c.owner[edge]!;
    const otherOwner = c.owner[other]!;
    let known = this.touching.get(region);
    if (!known) this.touching.set(region, (known = new Map()));
    const seen = known.get(otherOwner);
    if (seen !== undefined) return seen;
    const inside =
      insideRegionCopper(c, region, c.x1[other]!, c.y1[other]!) ||
      insideRegionCopper(c, region, c.x2[other]!, c.y2[other]!);
    known.set(otherOwner, inside);
    return inside;
  }
}
