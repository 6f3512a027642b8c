import { drillImage, gerberImage, type ParsedLayer } from '../board.js';
import { contains, emptyBounds, extendBySegment, grow, isEmpty, overlaps, union } from '../geometry/bbox.js';
import type { Segment } from '../gerber/types.js';
import type { Bounds } from '../types.js';

export interface BoardOutline {
  file: string;
  bounds: Bounds;
  segments: Segment[];
  /** Pieces of the outline layer left out as stray marks (text, dimension lines, fiducials). */
  strayPieces: number;
  /** How the edge was found: a closed contour holding the copper (and in which kind of layer), or the pieces of an outline layer. */
  kind: 'closed-contour' | 'outline-pieces';
  /** The layer's role when the contour came from a drawing, a copper film or a drill file's routing. */
  from: 'outline' | 'drawing' | 'copper-film' | 'drill-route';
}

const JOIN_TOLERANCE = 0.01;

/**
 * The board edge. First the closed contours (strokes and region edges joined end to end, every joint
 * shared by an even number of ends) that hold the copper's pads (98 %: fiducials on a panel frame may
 * lie outside): the smallest is the board. An outline
 * layer that also carries a fab drawing (frame, title block, stack-up table) thus gives the card, not the
 * drawing. Outline layers are searched first, then fab/mechanical drawings, Allegro films that list
 * `BOARD GEOMETRY/OUTLINE`, and drill files' routing. When no contour closes, the old reading of the outline
 * layer: its largest piece with the pieces touching it (outlines drawn with gaps or overdraw).
 */
export function findOutline(layers: ParsedLayer[], copperExtent: Bounds, pads: number[] = []): BoardOutline | null {
  const tiers: Array<{ from: BoardOutline['from']; layers: Array<{ name: string; segments: Segment[] }> }> = [
    { from: 'outline', layers: layers.filter((l) => l.role === 'outline').map(gerberSegments) },
    { from: 'drawing', layers: layers.filter((l) => l.role === 'drawing').map(gerberSegments) },
    { from: 'copper-film', layers: layers.filter((l) => l.role === 'copper' && listsOutline(l)).map(gerberSegments) },
    { from: 'drill-route', layers: layers.filter((l) => l.role === 'drill').map(routeSegments) },
  ];
  const padCount = pads.length / 2;
  const holds = (bounds: Bounds): boolean => {
    if (padCount === 0) return isEmpty(copperExtent) || contains(bounds, copperExtent, 0.5);
    const box = grow(bounds, 0.5);
    let inside = 0;
    for (let i = 0; i < pads.length; i += 2) {
      const x = pads[i] ?? 0;
      const y = pads[i + 1] ?? 0;
      if (x >= box.minX && x <= box.maxX && y >= box.minY && y <= box.maxY) inside++;
    }
    return inside >= HOLD_SHARE * padCount;
  };
  for (const tier of tiers) {
    let best: BoardOutline | null = null;
    for (const layer of tier.layers) {
      if (layer.segments.length === 0 || layer.segments.length > MAX_CONTOUR_SEGMENTS) continue;
      for (const loop of closedLoops(layer.segments)) {
        const bounds = emptyBounds();
        for (const segment of loop) extendBySegment(bounds, segment);
        if (padCount === 0 && isEmpty(copperExtent) && tier.from !== 'outline') continue;
        if (!holds(bounds)) continue;
        if (!best || area(bounds) < area(best.bounds)) {
          best = { file: layer.name, bounds, segments: loop, strayPieces: 0, kind: 'closed-contour', from: tier.from };
        }
      }
    }
    if (best) {
      const layer = tier.layers.find((candidate) => candidate.name === best?.file);
      if (tier.from === 'outline' && layer) best.strayPieces = countStrayPieces(layer.segments, best.bounds);
      return best;
    }
  }
  const candidates: BoardOutline[] = [];
  for (const layer of tiers[0]?.layers ?? []) {
    const outline = boardPieces(layer.name, layer.segments);
    if (outline) candidates.push(outline);
  }
  // Several outline-like files (Altium .GKO and .GM1 ...): the smallest that holds the copper wins.
  const holding = isEmpty(copperExtent) ? candidates : candidates.filter((c) => contains(c.bounds, copperExtent, 0.5));
  const pool = holding.length > 0 ? holding : candidates;
  return pool.sort((a, b) => area(a.bounds) - area(b.bounds))[0] ?? null;
}

const MAX_CONTOUR_SEGMENTS = 400_000;
/** Share of the copper pads a contour must hold: panel fiducials and tooling pads on a frame stay outside the card. */
const HOLD_SHARE = 0.98;

function listsOutline(layer: ParsedLayer): boolean {
  return (
    layer.comments?.allegroLayers.some((l) => l.cls === 'BOARD GEOMETRY' && /^(DESIGN_)?OUTLINE$/.test(l.sub)) ?? false
  );
}

/** Pieces of the outline layer apart from the board (text, dimension marks); the fab drawing's when it shares the layer. */
function countStrayPieces(segments: Segment[], board: Bounds): number {
  const area = grow(board, 2);
  let stray = 0;
  for (const piece of joinPieces(segments)) {
    const bounds = emptyBounds();
    for (const segment of piece) extendBySegment(bounds, segment);
    if (!overlaps(area, bounds)) stray++;
  }
  return stray;
}

function gerberSegments(layer: ParsedLayer): { name: string; segments: Segment[] } {
  const image = gerberImage(layer);
  const segments: Segment[] = [];
  for (const object of image?.objects ?? []) {
    if (object.kind === 'flash' || !object.dark) continue;
    if (object.kind === 'region') segments.push(...object.contour);
    else if (object.kind === 'arc' || object.x1 !== object.x2 || object.y1 !== object.y2) segments.push(object);
  }
  return { name: layer.name, segments };
}

function routeSegments(layer: ParsedLayer): { name: string; segments: Segment[] } {
  const segments: Segment[] = [];
  for (const slot of drillImage(layer)?.slots ?? []) {
    for (let i = 0; i + 3 < slot.points.length; i += 2) {
      const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = slot.points.slice(i, i + 4);
      segments.push({ kind: 'line', x1, y1, x2, y2 });
    }
  }
  return { name: layer.name, segments };
}

/** Pieces whose every joint is met by an even number of segment ends: closed contours. */
function closedLoops(segments: Segment[]): Segment[][] {
  const degree = new Map<string, number>();
  const key = (x: number, y: number): string => `${Math.round(x / JOIN_TOLERANCE)},${Math.round(y / JOIN_TOLERANCE)}`;
  for (const segment of segments) {
    if (segment.x1 === segment.x2 && segment.y1 === segment.y2) continue; // a full circle closes itself
    for (const point of [key(segment.x1, segment.y1), key(segment.x2, segment.y2)])
      degree.set(point, (degree.get(point) ?? 0) + 1);
  }
  return joinPieces(segments).filter((piece) => {
    if (piece.length === 1) {
      const only = piece[0];
      return only?.kind === 'arc' && only.x1 === only.x2 && only.y1 === only.y2;
    }
    if (piece.length < 3 && piece.every((s) => s.kind === 'line')) return false;
    return piece.every(
      (s) => (degree.get(key(s.x1, s.y1)) ?? 0) % 2 === 0 && (degree.get(key(s.x2, s.y2)) ?? 0) % 2 === 0,
    );
  });
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
  for (let changed = true; changed;) {
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
    kind: 'outline-pieces',
    from: 'outline',
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
