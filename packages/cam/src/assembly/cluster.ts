import type { Pad } from './pads.js';
import { elongated, longAxis, other, pinParts, touchingRows } from './rows.js';
import { BoxIndex, boxOf, SpatialGrid, UnionFind } from './spatial.js';

export { boxOf } from './spatial.js';

/**
 * Groups SMD pads into parts without a netlist or a placement file, from the pads' shapes and positions only.
 *
 * 1. **Pin rows**: elongated pads (long side ≥ 1.5 × short side) of the same shape and orientation, side by side
 *    in a line, edge-to-edge gap ≤ 1.6 × the pad's width + 0.05 mm (and ≤ 1.5 mm): the pins of an IC side.
 * 2. **Facing rows**: rows of the same pad shape and orientation that overlap along the row by half the shorter
 *    one and face each other across at most max(3 × pad length, 2 × row length) are taken in pairs along
 *    the pins' direction (1–2, 3–4, … so two ICs side by side stay two); a pair of horizontal rows and one of
 *    vertical rows with the same centre (within 20 % of their size) are one part (QFP / QFN).
 *    Pads turned by an odd angle (a QFP at 45°) have boxes that overlap their neighbours': equal pads whose boxes
 *    overlap make a row (≥ 3 pads), and such rows whose boxes come within half the shorter row's size are one part.
 * 3. **Ball grids**: round pads of one size, aligned in x or y, centres ≤ 2.6 × the diameter apart, ≥ 4 of them.
 * 4. **Inside a part**: a pad whose centre lies in the box of a part found above (an exposed thermal pad, the
 *    windows of a split paste opening) belongs to it.
 * 5. **Pairs**: the rest are paired by mutual nearest neighbour among pads of the same shape, centres at most
 *    2.5 × the pad's larger side + 0.5 mm apart; the distance along a pad's long side counts double (the two
 *    lands of a chip part face each other across their short sides).
 *    A pair of pads shaped and turned like a pin row's, facing that row within 3 × the pad length and within its
 *    span, is the row's other side (the two pins of a SOT-23-5 / SOT-23-6 opposite the three).
 * 6. **Leftovers**: a pad alone joins the nearest part whose box is within 2 × its larger side (the third pin of
 *    a SOT-23, the tab of a SOT-223 / DPAK); otherwise it is a one-pad part.
 */
export interface PadCluster {
  /** Indexes into the pad list. */
  pads: number[];
  how: 'pins' | 'grid' | 'pair' | 'single';
}

export function clusterPads(pads: Pad[]): PadCluster[] {
  const owner = new Int32Array(pads.length).fill(-1);
  const parts: PadCluster[] = [];
  const grid = new SpatialGrid(pads, 2.5);
  const addPart = (members: number[], how: PadCluster['how']) => {
    const id = parts.length;
    parts.push({ pads: members, how });
    for (const i of members) owner[i] = id;
    return id;
  };

  for (const members of pinParts(pads, grid)) addPart(members, 'pins');
  for (const members of touchingRows(pads, grid, owner)) addPart(members, 'pins');
  for (const members of ballGrids(pads, grid, owner)) addPart(members, 'grid');
  joinInsideParts(pads, parts, owner);
  for (const members of nearestPairs(pads, grid, owner)) addPart(members, 'pair');
  joinPairsToRows(pads, parts, owner);
  attachLeftovers(pads, parts, owner, addPart);
  return parts;
}

// ── 3: ball grids ───────────────────────────────────────────────────────────────────────────────────────

function ballGrids(pads: Pad[], grid: SpatialGrid, owner: Int32Array): number[][] {
  const sets = new UnionFind(pads.length);
  pads.forEach((pad, i) => {
    if (!pad.round || owner[i] !== -1) return;
    const d = Math.max(pad.w, pad.h);
    for (const j of grid.near(pad.x, pad.y, 2.6 * d)) {
      const q = pads[j]!;
      if (j <= i || owner[j] !== -1 || q.key !== pad.key) continue;
      const dx = Math.abs(q.x - pad.x);
      const dy = Math.abs(q.y - pad.y);
      if ((dx <= 0.1 * d || dy <= 0.1 * d) && Math.hypot(dx, dy) <= 2.6 * d) sets.union(i, j);
    }
  });
  return sets
    .groups()
    .filter((members) => members.length >= 4 && pads[members[0]!]!.round && owner[members[0]!] === -1);
}

// ── 4: pads inside a part ───────────────────────────────────────────────────────────────────────────────

function joinInsideParts(pads: Pad[], parts: PadCluster[], owner: Int32Array): void {
  const boxes = parts.map((part) => boxOf(pads, part.pads));
  const index = new BoxIndex(boxes);
  pads.forEach((pad, i) => {
    if (owner[i] !== -1) return;
    const inside =
      index
        .near({ minX: pad.x, minY: pad.y, maxX: pad.x, maxY: pad.y }, 0)
        .sort((a, b) => a - b)
        .find((k) => {
          const box = boxes[k]!;
          return pad.x > box.minX && pad.x < box.maxX && pad.y > box.minY && pad.y < box.maxY;
        }) ?? -1;
    if (inside >= 0) {
      parts[inside]!.pads.push(i);
      owner[i] = inside;
    }
  });
}

// ── 5: two-pad parts ────────────────────────────────────────────────────────────────────────────────────

function nearestPairs(pads: Pad[], grid: SpatialGrid, owner: Int32Array): number[][] {
  const nearest = new Int32Array(pads.length).fill(-1);
  pads.forEach((pad, i) => {
    if (owner[i] !== -1) return;
    const large = Math.max(pad.w, pad.h);
    const reach = 2.5 * large + 0.5;
    const weighX = !pad.round && pad.w >= 1.1 * pad.h ? 2 : 1;
    const weighY = !pad.round && pad.h >= 1.1 * pad.w ? 2 : 1;
    let best = Infinity;
    for (const j of grid.near(pad.x, pad.y, reach)) {
      const q = pads[j]!;
      if (j === i || owner[j] !== -1 || q.key !== pad.key) continue;
      const dx = q.x - pad.x;
      const dy = q.y - pad.y;
      if (Math.hypot(dx, dy) > reach) continue;
      const weighted = Math.hypot(dx * weighX, dy * weighY);
      if (weighted < best) {
        best = weighted;
        nearest[i] = j;
      }
    }
  });
  const pairs: number[][] = [];
  nearest.forEach((j, i) => {
    if (j > i && nearest[j] === i) pairs.push([i, j]);
  });
  return pairs;
}

function joinPairsToRows(pads: Pad[], parts: PadCluster[], owner: Int32Array): void {
  const rows = parts
    .map((part, id) => ({ part, id, box: boxOf(pads, part.pads) }))
    .filter(({ part }) => part.how === 'pins');
  const index = new BoxIndex(rows.map((row) => row.box));
  parts.forEach((part) => {
    if (part.how !== 'pair') return;
    const first = pads[part.pads[0]!]!;
    if (!elongated(first)) return;
    const long = longAxis(first);
    const along = other(long);
    const mine = boxOf(pads, part.pads);
    const padLong = Math.max(first.w, first.h);
    for (const k of index.near(mine, 3 * padLong).sort((a, b) => a - b)) {
      const { part: row, id: rowId, box } = rows[k]!;
      const head = pads[row.pads[0]!]!;
      if (head.key !== first.key || longAxis(head) !== long) continue;
      const lo = (b: typeof box, axis: 'x' | 'y') => (axis === 'x' ? b.minX : b.minY);
      const hi = (b: typeof box, axis: 'x' | 'y') => (axis === 'x' ? b.maxX : b.maxY);
      const within = lo(mine, along) >= lo(box, along) - 0.1 && hi(mine, along) <= hi(box, along) + 0.1;
      const gap = Math.max(lo(mine, long) - hi(box, long), lo(box, long) - hi(mine, long));
      if (within && gap > 0 && gap <= 3 * padLong) {
        row.pads.push(...part.pads);
        for (const i of part.pads) owner[i] = rowId;
        part.pads = [];
        return;
      }
    }
  });
  for (let k = parts.length - 1; k >= 0; k--) if (parts[k]!.pads.length === 0) parts.splice(k, 1);
  parts.forEach((part, id) => part.pads.forEach((i) => (owner[i] = id)));
}

// ── 6: leftovers ────────────────────────────────────────────────────────────────────────────────────────

function attachLeftovers(
  pads: Pad[],
  parts: PadCluster[],
  owner: Int32Array,
  addPart: (members: number[], how: PadCluster['how']) => number,
): void {
  const boxes = parts.map((part) => boxOf(pads, part.pads));
  const index = new BoxIndex(boxes);
  const singles: number[] = [];
  pads.forEach((pad, i) => {
    if (owner[i] !== -1) return;
    const limit = 2 * Math.max(pad.w, pad.h);
    let best = -1;
    let bestGap = Infinity;
    const mine = { minX: pad.x - pad.w / 2, minY: pad.y - pad.h / 2, maxX: pad.x + pad.w / 2, maxY: pad.y + pad.h / 2 };
    for (const k of index.near(mine, limit).sort((a, b) => a - b)) {
      const box = boxes[k]!;
      const gapX = Math.max(box.minX - (pad.x + pad.w / 2), pad.x - pad.w / 2 - box.maxX, 0);
      const gapY = Math.max(box.minY - (pad.y + pad.h / 2), pad.y - pad.h / 2 - box.maxY, 0);
      const gap = Math.hypot(gapX, gapY);
      if (gap <= limit && gap < bestGap) {
        bestGap = gap;
        best = k;
      }
    }
    if (best >= 0) {
      parts[best]!.pads.push(i);
      owner[i] = best;
    } else singles.push(i);
  });
  for (const i of singles) addPart([i], 'single');
}
