import { BoxIndex, boxOf, SpatialGrid, UnionFind } from './spatial.js';
import type { Pad } from './pads.js';

/** Steps 1–2 of `clusterPads` (see cluster.ts): pin rows, facing rows, four-sided rings, rows of turned pads. */
const ELONGATED = 1.5;

// ── 1–2: pin rows and facing rows ──────────────────────────────────────────────────────────────────────

interface Row {
  members: number[];
  /** The pads' long side lies along this axis; the row runs along the other. */
  long: 'x' | 'y';
  key: string;
  min: { x: number; y: number };
  max: { x: number; y: number };
  padLong: number;
}

export const elongated = (pad: Pad) => !pad.round && Math.max(pad.w, pad.h) >= ELONGATED * Math.min(pad.w, pad.h);
export const longAxis = (pad: Pad): 'x' | 'y' => (pad.w > pad.h ? 'x' : 'y');
export const other = (axis: 'x' | 'y'): 'x' | 'y' => (axis === 'x' ? 'y' : 'x');

export function pinParts(pads: Pad[], grid: SpatialGrid): number[][] {
  const sets = new UnionFind(pads.length);
  pads.forEach((pad, i) => {
    if (!elongated(pad)) return;
    const long = longAxis(pad);
    const along = other(long);
    const short = Math.min(pad.w, pad.h);
    const reach = short + Math.min(1.6 * short + 0.05, 1.5);
    for (const j of grid.near(pad.x, pad.y, reach)) {
      const q = pads[j]!;
      if (j <= i || q.key !== pad.key || !elongated(q) || longAxis(q) !== long) continue;
      const offset = Math.abs(q[long] - pad[long]);
      const distance = Math.abs(q[along] - pad[along]);
      if (offset <= 0.1 * Math.max(pad.w, pad.h) && distance > 0 && distance <= reach) sets.union(i, j);
    }
  });
  const rows: Row[] = [];
  for (const members of sets.groups()) {
    if (members.length < 2) continue;
    const first = pads[members[0]!]!;
    const row: Row = {
      members,
      long: longAxis(first),
      key: first.key,
      min: { x: Infinity, y: Infinity },
      max: { x: -Infinity, y: -Infinity },
      padLong: Math.max(first.w, first.h),
    };
    for (const i of members) {
      const pad = pads[i]!;
      row.min.x = Math.min(row.min.x, pad.x - pad.w / 2);
      row.min.y = Math.min(row.min.y, pad.y - pad.h / 2);
      row.max.x = Math.max(row.max.x, pad.x + pad.w / 2);
      row.max.y = Math.max(row.max.y, pad.y + pad.h / 2);
    }
    rows.push(row);
  }
  const paired = pairFacingRows(rows);
  return mergeRings(paired);
}

interface RowGroup {
  rows: Row[];
  min: { x: number; y: number };
  max: { x: number; y: number };
  long: 'x' | 'y' | null;
}

function pairFacingRows(rows: Row[]): RowGroup[] {
  const faces = (a: Row, b: Row): boolean => {
    if (a.key !== b.key || a.long !== b.long) return false;
    const along = other(a.long);
    const overlap = Math.min(a.max[along], b.max[along]) - Math.max(a.min[along], b.min[along]);
    const shorter = Math.min(a.max[along] - a.min[along], b.max[along] - b.min[along]);
    if (overlap < 0.5 * shorter) return false;
    const gap = Math.max(a.min[a.long], b.min[a.long]) - Math.min(a.max[a.long], b.max[a.long]);
    const longer = Math.max(a.max[along] - a.min[along], b.max[along] - b.min[along]);
    return gap > 0 && gap <= Math.min(Math.max(3 * a.padLong, 2 * longer), 25);
  };
  const sets = new UnionFind(rows.length);
  const index = new BoxIndex(rows.map(rowBox));
  rows.forEach((row, i) => {
    for (const j of index.near(rowBox(row), 25)) if (j > i && faces(row, rows[j]!)) sets.union(i, j);
  });
  const groups: RowGroup[] = [];
  for (const members of sets.groups()) {
    const chain = members.map((i) => rows[i]!);
    const long = chain[0]!.long;
    chain.sort((a, b) => a.min[long] - b.min[long]);
    for (let k = 0; k < chain.length; k++) {
      const a = chain[k]!;
      const b = chain[k + 1];
      if (b && faces(a, b)) {
        groups.push(groupOf([a, b], long));
        k++;
      } else groups.push(groupOf([a], long));
    }
  }
  return groups;
}

function rowBox(row: Row) {
  return { minX: row.min.x, minY: row.min.y, maxX: row.max.x, maxY: row.max.y };
}

function groupOf(rows: Row[], long: 'x' | 'y' | null): RowGroup {
  return {
    rows,
    long,
    min: { x: Math.min(...rows.map((r) => r.min.x)), y: Math.min(...rows.map((r) => r.min.y)) },
    max: { x: Math.max(...rows.map((r) => r.max.x)), y: Math.max(...rows.map((r) => r.max.y)) },
  };
}

/** A pair of horizontal rows and a pair of vertical rows around the same centre are the four sides of one part. */
function mergeRings(groups: RowGroup[]): number[][] {
  const used = new Set<number>();
  const out: number[][] = [];
  const centre = (g: RowGroup) => ({ x: (g.min.x + g.max.x) / 2, y: (g.min.y + g.max.y) / 2 });
  const box = (g: RowGroup) => ({ minX: g.min.x, minY: g.min.y, maxX: g.max.x, maxY: g.max.y });
  const index = new BoxIndex(groups.map(box));
  for (let i = 0; i < groups.length; i++) {
    if (used.has(i)) continue;
    const a = groups[i]!;
    let merged = a.rows;
    if (a.rows.length === 2) {
      // Rings share a centre, so their boxes overlap: only those are candidates.
      for (const j of index.near(box(a), 0).sort((p, q) => p - q)) {
        const b = groups[j]!;
        if (j <= i || used.has(j) || b.rows.length !== 2 || b.long === a.long) continue;
        const ca = centre(a);
        const cb = centre(b);
        const size = Math.min(a.max.x - a.min.x, a.max.y - a.min.y, b.max.x - b.min.x, b.max.y - b.min.y);
        if (Math.abs(ca.x - cb.x) <= 0.2 * size && Math.abs(ca.y - cb.y) <= 0.2 * size) {
          merged = [...a.rows, ...b.rows];
          used.add(j);
          break;
        }
      }
    }
    used.add(i);
    out.push(merged.flatMap((row) => row.members));
  }
  return out;
}

export function touchingRows(pads: Pad[], grid: SpatialGrid, owner: Int32Array): number[][] {
  const sets = new UnionFind(pads.length);
  pads.forEach((pad, i) => {
    if (owner[i] !== -1) return;
    for (const j of grid.near(pad.x, pad.y, Math.max(pad.w, pad.h))) {
      const q = pads[j]!;
      if (j <= i || owner[j] !== -1 || q.key !== pad.key) continue;
      if (Math.abs(q.x - pad.x) < (pad.w + q.w) / 2 - 0.01 && Math.abs(q.y - pad.y) < (pad.h + q.h) / 2 - 0.01)
        sets.union(i, j);
    }
  });
  const rows = sets.groups().filter((members) => members.length >= 3);
  const boxes = rows.map((members) => boxOf(pads, members));
  const joined = new UnionFind(rows.length);
  const index = new BoxIndex(boxes);
  for (let a = 0; a < rows.length; a++) {
    const extent = Math.max(boxes[a]!.maxX - boxes[a]!.minX, boxes[a]!.maxY - boxes[a]!.minY);
    for (const b of index.near(boxes[a]!, 0.5 * extent)) {
      if (b <= a) continue;
      const p = boxes[a]!;
      const q = boxes[b]!;
      const gap = Math.max(p.minX - q.maxX, q.minX - p.maxX, p.minY - q.maxY, q.minY - p.maxY, 0);
      const size = Math.min(Math.max(p.maxX - p.minX, p.maxY - p.minY), Math.max(q.maxX - q.minX, q.maxY - q.minY));
      if (gap <= 0.5 * size) joined.union(a, b);
    }
  }
  return joined.groups().map((group) => group.flatMap((k) => rows[k]!));
}
