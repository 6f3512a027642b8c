import { gerberImage, type ParsedLayer } from '../board.js';
import { contains, emptyBounds, extendBySegment, grow, isEmpty, overlaps, union } from '../geometry/bbox.js';
import type { Segment } from '../gerber/types.js';
import type { Bounds } from '../types.js';

export interface BoardOutline {
  file: string;
  bounds: Bounds;
  segments: Segment[];
  /** Pieces of the outline layer left out as stray marks (text, dimension lines, fiducials). */
  strayPieces: number;
}

const JOIN_TOLERANCE = 0.01;

/**
 * The board edge: centre-lines of the outline layer's strokes and regions. Strokes are joined into
 * pieces by shared end points; the largest piece is the board and any piece touching its box
 * (outlines drawn with gaps or overdraw) joins it; pieces standing apart are stray marks.
 */
export function findOutline(layers: ParsedLayer[], copperExtent: Bounds): BoardOutline | null {
  const candidates: BoardOutline[] = [];
  for (const layer of layers) {
    const image = gerberImage(layer);
    if (layer.role !== 'outline' || !image) continue;
    const segments: Segment[] = [];
    for (const object of image.objects) {
      if (object.kind === 'flash') continue;
      if (object.kind === 'region') segments.push(...object.contour);
      else if (object.kind === 'arc' || object.x1 !== object.x2 || object.y1 !== object.y2) segments.push(object);
    }
    const outline = boardPieces(layer.name, segments);
    if (outline) candidates.push(outline);
  }
  // Several outline-like files (Altium .GKO and .GM1 ...): the smallest that holds the copper wins.
  const holding = isEmpty(copperExtent) ? candidates : candidates.filter((c) => contains(c.bounds, copperExtent, 0.5));
  const pool = holding.length > 0 ? holding : candidates;
  return pool.sort((a, b) => area(a.bounds) - area(b.bounds))[0] ?? null;
}

function boardPieces(file: string, segments: Segment[]): BoardOutline | null {
  if (segments.length === 0) return null;
  const pieces = joinPieces(segments).map((members) => {
    const bounds = emptyBounds();
    for (const segment of members) extendBySegment(bounds, segment);
    return { members, bounds };
  });
  pieces.sort((a, b) => diagonal(b.bounds) - diagonal(a.bounds));
  const [main] = pieces;
  if (!main) return null;
  const bounds = { ...main.bounds };
  const kept = new Set([main]);
  for (let changed = true; changed; ) {
    changed = false;
    const margin = 2 + 0.03 * diagonal(bounds);
    for (const piece of pieces) {
      if (kept.has(piece) || !overlaps(grow(bounds, margin), piece.bounds)) continue;
      kept.add(piece);
      union(bounds, piece.bounds);
      changed = true;
    }
  }
  return {
    file,
    bounds,
    segments: [...kept].flatMap((piece) => piece.members),
    strayPieces: pieces.length - kept.size,
  };
}

/** Groups segments that share end points (within 0.01 mm) with a union-find over rounded points. */
function joinPieces(segments: Segment[]): Segment[][] {
  const parent = segments.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i] ?? i] ?? i;
    return i;
  };
  const owner = new Map<string, number>();
  const key = (x: number, y: number): string => `${Math.round(x / JOIN_TOLERANCE)},${Math.round(y / JOIN_TOLERANCE)}`;
  segments.forEach((segment, i) => {
    for (const point of [key(segment.x1, segment.y1), key(segment.x2, segment.y2)]) {
      const other = owner.get(point);
      if (other === undefined) owner.set(point, i);
      else parent[find(i)] = find(other);
    }
  });
  const groups = new Map<number, Segment[]>();
  segments.forEach((segment, i) => {
    const root = find(i);
    const group = groups.get(root);
    if (group) group.push(segment);
    else groups.set(root, [segment]);
  });
  return [...groups.values()];
}

function diagonal(bounds: Bounds): number {
  return Math.hypot(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY);
}

function area(bounds: Bounds): number {
  return (bounds.maxX - bounds.minX) * (bounds.maxY - bounds.minY);
}
