import { emptyBounds, extendBySegment } from '../geometry/bbox.js';
import type { Segment } from '../gerber/types.js';
import type { Bounds } from '../types.js';

/**
 * Joins segment ends that lie within `tolerance` of each other into shared nodes (a grid of tolerance-sized
 * cells, each end looking in the 3 × 3 cells around it; within the tolerance on each axis). CAD tools write outlines that close only to 0.1 mm
 * (Altium's rounded arcs, EasyEDA's out-of-order strokes), so one tolerance does not fit every set.
 */
export function snapEnds(segments: Segment[], tolerance: number): Int32Array {
  const ends = new Int32Array(segments.length * 2);
  const head = new Map<number, number>();
  const next = new Int32Array(segments.length * 2);
  const xs = new Float64Array(segments.length * 2);
  const ys = new Float64Array(segments.length * 2);
  let nodes = 0;
  // One 32-bit key a cell (wrapping every 65 536 cells: a far cell shares a key, the distance test tells them apart).
  const key = (cx: number, cy: number): number => ((cx & 0xffff) << 16) | (cy & 0xffff);
  const nodeAt = (x: number, y: number): number => {
    const cx = Math.round(x / tolerance);
    const cy = Math.round(y / tolerance);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (let node = head.get(key(cx + dx, cy + dy)) ?? -1; node >= 0; node = next[node] ?? -1) {
          if (Math.abs((xs[node] ?? 0) - x) <= tolerance && Math.abs((ys[node] ?? 0) - y) <= tolerance) return node;
        }
      }
    }
    const node = nodes++;
    xs[node] = x;
    ys[node] = y;
    const k = key(cx, cy);
    next[node] = head.get(k) ?? -1;
    head.set(k, node);
    return node;
  };
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as Segment;
    ends[2 * i] = nodeAt(segment.x1, segment.y1);
    ends[2 * i + 1] = nodeAt(segment.x2, segment.y2);
  }
  return ends;
}

/** Groups segments that share a node (ends within `tolerance`), with a union-find over the nodes. */
export function joinPieces(segments: Segment[], tolerance = 0.01): Segment[][] {
  return piecesWithEnds(segments, tolerance).pieces.map((piece) => piece.map((i) => segments[i] as Segment));
}

function piecesWithEnds(segments: Segment[], tolerance: number): { pieces: number[][]; ends: Int32Array } {
  const ends = snapEnds(segments, tolerance);
  const parent = new Int32Array(segments.length * 2 + 1).map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      const up = parent[parent[i] ?? i] ?? i;
      parent[i] = up;
      i = up;
    }
    return i;
  };
  for (let i = 0; i < segments.length; i++) parent[find(ends[2 * i] ?? 0)] = find(ends[2 * i + 1] ?? 0);
  const groups = new Map<number, number[]>();
  for (let i = 0; i < segments.length; i++) {
    const root = find(ends[2 * i] ?? 0);
    const group = groups.get(root);
    if (group) group.push(i);
    else groups.set(root, [i]);
  }
  return { pieces: [...groups.values()], ends };
}

export interface Contour {
  segments: Segment[];
  bounds: Bounds;
}

/**
 * Closed contours: pieces whose every node is met by an even number of segment ends (a full circle closes
 * itself). Two lines alone never close; a piece with a dangling end (a leader line, text) is not a contour.
 */
export function closedContours(segments: Segment[], tolerance: number): Contour[] {
  const { pieces, ends } = piecesWithEnds(segments, tolerance);
  const degree = new Int32Array(segments.length * 2);
  segments.forEach((segment, i) => {
    if (isFullCircle(segment)) return;
    const a = ends[2 * i] ?? 0;
    const b = ends[2 * i + 1] ?? 0;
    degree[a] = (degree[a] ?? 0) + 1;
    degree[b] = (degree[b] ?? 0) + 1;
  });
  const contours: Contour[] = [];
  for (const piece of pieces) {
    const first = segments[piece[0]!]!;
    if (piece.length === 1 && !isFullCircle(first)) continue;
    if (piece.length < 3 && piece.every((i) => segments[i]!.kind === 'line')) continue;
    const even = piece.every(
      (i) => isFullCircle(segments[i]!) || (degree[ends[2 * i]!]! % 2 === 0 && degree[ends[2 * i + 1]!]! % 2 === 0),
    );
    if (!even) continue;
    const members = piece.map((i) => segments[i]!);
    const bounds = emptyBounds();
    for (const segment of members) extendBySegment(bounds, segment);
    contours.push({ segments: members, bounds });
  }
  return contours;
}

function isFullCircle(segment: Segment): boolean {
  return segment.kind === 'arc' && segment.x1 === segment.x2 && segment.y1 === segment.y2;
}

export function area(bounds: Bounds): number {
  return (bounds.maxX - bounds.minX) * (bounds.maxY - bounds.minY);
}

export function diagonal(bounds: Bounds): number {
  return Math.hypot(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY);
}
