import type { Hole } from '../analyze/drill.js';
import type { Segment } from '../gerber/types.js';
import type { Bounds } from '../types.js';
import { pointSegment, segmentDistance, type Capsules } from './capsules.js';

const EDGE_SEARCH_MM = 3;

/** A distance to the board edge and where it was measured. */
export interface EdgeDistance {
  mm: number;
  x: number;
  y: number;
}

export function holeEdgeDistance(holes: Hole[], edge: Segment[]): EdgeDistance | null {
  const { lines, near } = edgeIndex(edge);
  let best: EdgeDistance | null = null;
  for (const hole of holes) {
    if (!(hole.diameter > 0)) continue;
    const list = near(hole.x, hole.y);
    if (!list) continue; // more than 3 mm from the edge
    let d = Infinity;
    for (const i of list) {
      d = Math.min(
        d,
        pointSegment(hole.x, hole.y, lines[i] ?? 0, lines[i + 1] ?? 0, lines[i + 2] ?? 0, lines[i + 3] ?? 0),
      );
    }
    const wall = d - hole.diameter / 2;
    if (wall <= 0) continue; // cut by the edge: a castellation or a routed notch
    if (best === null || wall < best.mm) best = { mm: wall, x: hole.x, y: hole.y };
  }
  return best;
}

/** Copper within 3 mm of the board contour: the narrowest distance of a shape that does not cross it. */
/** The edge's straight pieces in a 3 mm grid: `near(x, y)` lists the pieces within 3 mm of a point's cell. */
function edgeIndex(edge: Segment[]): { lines: number[]; near: (x: number, y: number) => number[] | undefined } {
  const lines = edgeLines(edge);
  const cellOf = (v: number): number => Math.floor(v / EDGE_SEARCH_MM);
  // Cells counted from the edge's own corner, so keys stay small integers (V8 hashes those fast; large ones are boxed).
  let fromX = Infinity;
  let fromY = Infinity;
  let toY = -Infinity;
  for (let i = 0; i < lines.length; i += 2) {
    fromX = Math.min(fromX, cellOf(lines[i]!) - 1);
    fromY = Math.min(fromY, cellOf(lines[i + 1]!) - 1);
    toY = Math.max(toY, cellOf(lines[i + 1]!) + 1);
  }
  const rows = toY - fromY + 1;
  const key = (cx: number, cy: number): number => (cx - fromX) * rows + (cy - fromY);
  const index = new Map<number, number[]>();
  for (let i = 0; i < lines.length; i += 4) {
    const x0 = cellOf(Math.min(lines[i] ?? 0, lines[i + 2] ?? 0));
    const x1 = cellOf(Math.max(lines[i] ?? 0, lines[i + 2] ?? 0));
    const y0 = cellOf(Math.min(lines[i + 1] ?? 0, lines[i + 3] ?? 0));
    const y1 = cellOf(Math.max(lines[i + 1] ?? 0, lines[i + 3] ?? 0));
    for (let cx = x0 - 1; cx <= x1 + 1; cx++) {
      for (let cy = y0 - 1; cy <= y1 + 1; cy++) {
        const k = key(cx, cy);
        const list = index.get(k);
        if (list) list.push(i);
        else index.set(k, [i]);
      }
    }
  }
  const near = (x: number, y: number): number[] | undefined => {
    const cx = cellOf(x);
    const cy = cellOf(y);
    return cx < fromX || cy < fromY || cy > toY ? undefined : index.get(key(cx, cy));
  };
  return { lines, near };
}

export function copperEdgeDistance(c: Capsules, edge: Segment[], board: Bounds | null): EdgeDistance | null {
  const { lines, near } = edgeIndex(edge);
  let best: EdgeDistance | null = null;
  for (let j = 0; j < c.count; j++) {
    const x = c.x1[j] ?? 0;
    const y = c.y1[j] ?? 0;
    if (board && (x < board.minX || x > board.maxX || y < board.minY || y > board.maxY)) continue; // a panel frame's fiducial
    const list = near(x, y);
    if (!list) continue;
    let d = Infinity;
    for (const i of list) {
      d = Math.min(
        d,
        segmentDistance(
          c.x1[j] ?? 0,
          c.y1[j] ?? 0,
          c.x2[j] ?? 0,
          c.y2[j] ?? 0,
          lines[i] ?? 0,
          lines[i + 1] ?? 0,
          lines[i + 2] ?? 0,
          lines[i + 3] ?? 0,
        ),
      );
    }
    const gap = d - (c.r[j] ?? 0);
    if (gap <= 0.001 || gap >= EDGE_SEARCH_MM) continue;
    if (best === null || gap < best.mm) best = { mm: gap, x, y };
  }
  return best;
}

/** The edge as straight pieces (arcs cut into chords within 2 µm). */
function edgeLines(edge: Segment[]): number[] {
  const out: number[] = [];
  for (const segment of edge) {
    if (segment.kind === 'line') {
      out.push(segment.x1, segment.y1, segment.x2, segment.y2);
      continue;
    }
    const start = Math.atan2(segment.y1 - segment.cy, segment.x1 - segment.cx);
    const end = Math.atan2(segment.y2 - segment.cy, segment.x2 - segment.cx);
    const radius = Math.hypot(segment.x1 - segment.cx, segment.y1 - segment.cy);
    let sweep = end - start;
    const closed = segment.x1 === segment.x2 && segment.y1 === segment.y2;
    if (segment.clockwise) sweep = closed ? -2 * Math.PI : sweep >= 0 ? sweep - 2 * Math.PI : sweep;
    else sweep = closed ? 2 * Math.PI : sweep <= 0 ? sweep + 2 * Math.PI : sweep;
    // Chords within 2 µm of the arc, as the copper's capsules: a coarse chord reads the edge up to r·0.5 % too near.
    const step = radius > 0.002 ? 2 * Math.acos(1 - 0.002 / radius) : Math.PI;
    const steps = Math.min(2048, Math.max(2, Math.ceil(Math.abs(sweep) / step)));
    let px = segment.x1;
    let py = segment.y1;
    for (let k = 1; k <= steps; k++) {
      const angle = start + (sweep * k) / steps;
      const x = segment.cx + radius * Math.cos(angle);
      const y = segment.cy + radius * Math.sin(angle);
      out.push(px, py, x, y);
      px = x;
      py = y;
    }
  }
  return out;
}
