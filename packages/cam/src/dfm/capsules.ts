import { arcSweep } from '../geometry/arc.js';
import type { GraphicObject, Segment } from '../gerber/types.js';
import type { Bounds } from '../types.js';
import { PolygonIndex } from './polygon-index.js';

export { insideEdges, pointSegment, segmentDistance, spineDistance } from './distance.js';

/**
 * Copper as capsules: a segment (x1,y1)–(x2,y2) swept by a disc of radius r. A round-aperture track, a
 * round or obround pad is exactly that; a rectangular pad is its four edges with radius 0, a macro pad its
 * dark circles and polygons (a few-sided polygon aperture its box: gaps to it read small, never large); an arc is cut
 * into chords within 2 µm of it; a region's edges are capsules of radius 0 tagged with the region, so
 * what lies inside a region or a box pad touches it.
 */
export interface Capsules {
  x1: Float64Array;
  y1: Float64Array;
  x2: Float64Array;
  y2: Float64Array;
  r: Float64Array;
  /** Which drawn object a capsule belongs to (capsules of one object never count as a gap). */
  owner: Int32Array;
  count: number;
  /** Regions by owner: their edges as a flat list, for the inside test. */
  regions: Map<number, number[]>;
}

/** Whether (x, y) lies inside region `owner` (or a box pad's outline), by its banded edges. */
export function insideRegionCopper(c: Capsules, owner: number, x: number, y: number): boolean {
  let indexed = polygons.get(c);
  if (!indexed) polygons.set(c, (indexed = new Map()));
  let polygon = indexed.get(owner);
  if (!polygon) {
    const edges = c.regions.get(owner);
    if (!edges) return false;
    indexed.set(owner, (polygon = new PolygonIndex(edges)));
  }
  return polygon.contains(x, y);
}

/** Each region's banded edges, built on its first inside test. */
const polygons = new WeakMap<Capsules, Map<number, PolygonIndex>>();

/** Lines thinner than this are drawing hairlines (Allegro writes the board outline on copper films with them). */
export const HAIRLINE_MM = 0.025;

const OFF_BOARD_MM = 2;

/** Capsules longer than this are cut into pieces of at most this length (see `push`). */
const PIECE_MM = 1;

/** Arcs are cut into chords no further than this from the true arc. */
const ARC_SAGITTA_MM = 0.002;

/**
 * `within`: the board's box when it has an outline; shapes whose anchor (a pad's centre, a track's or region's
 * first point) lies more than 2 mm outside it are left out (a drawing frame or title block drawn on the copper film).
 * `polarity`: 'clear cuts' takes the shapes drawn with clear polarity instead (regions left out), for clearance.ts.
 */
export function toCapsules(
  objects: GraphicObject[],
  within: Bounds | null = null,
  polarity: 'dark' | 'clear cuts' = 'dark',
): Capsules {
  let capacity = objects.length * 2 + 16;
  let c = allocate(capacity);
  const regions = new Map<number, number[]>();
  const push = (x1: number, y1: number, x2: number, y2: number, r: number, owner: number): void => {
    // Most edges are short: |dx| + |dy| bounds their length without the slow Math.hypot.
    const short = Math.abs(x2 - x1) + Math.abs(y2 - y1) <= PIECE_MM;
    const pieces = short ? 1 : Math.ceil(Math.hypot(x2 - x1, y2 - y1) / PIECE_MM);
    if (pieces > 1) {
      // A long edge goes into the spacing grid as short pieces of one owner: its box would cover every cell
      // its bounding rectangle does (a pour's 100 mm diagonal edge, thousands of cells, each pairing it anew).
      for (let k = 0; k < pieces; k++) {
        const a = k / pieces;
        const b = (k + 1) / pieces;
        pushPiece(x1 + (x2 - x1) * a, y1 + (y2 - y1) * a, x1 + (x2 - x1) * b, y1 + (y2 - y1) * b, r, owner);
      }
      return;
    }
    pushPiece(x1, y1, x2, y2, r, owner);
  };
  const pushPiece = (x1: number, y1: number, x2: number, y2: number, r: number, owner: number): void => {
    if (c.count === capacity) {
      capacity *= 2;
      c = grow(c, capacity);
    }
    const i = c.count++;
    c.x1[i] = x1;
    c.y1[i] = y1;
    c.x2[i] = x2;
    c.y2[i] = y2;
    c.r[i] = r;
    c.owner[i] = owner;
  };
  const pushSegment = (segment: Segment, r: number, owner: number): void => {
    if (segment.kind === 'line') return push(segment.x1, segment.y1, segment.x2, segment.y2, r, owner);
    const { start, sweep, radius } = arcSweep(segment);
    const step = radius > ARC_SAGITTA_MM ? 2 * Math.acos(1 - ARC_SAGITTA_MM / radius) : Math.PI;
    const steps = Math.min(512, Math.max(2, Math.ceil(Math.abs(sweep) / step)));
    let px = segment.x1;
    let py = segment.y1;
    for (let k = 1; k <= steps; k++) {
      const angle = start + (sweep * k) / steps;
      const x = segment.cx + radius * Math.cos(angle);
      const y = segment.cy + radius * Math.sin(angle);
      push(px, py, x, y, r, owner);
      px = x;
      py = y;
    }
  };
  const outside = (x: number, y: number): boolean =>
    within !== null &&
    (x < within.minX - OFF_BOARD_MM ||
      x > within.maxX + OFF_BOARD_MM ||
      y < within.minY - OFF_BOARD_MM ||
      y > within.maxY + OFF_BOARD_MM);
  const cuts = polarity === 'clear cuts';
  objects.forEach((object, owner) => {
    if (cuts ? object.dark || object.kind === 'region' : !object.dark) return;
    const anchor = object.kind === 'region' ? object.contour[0] : object.kind === 'flash' ? null : object;
    if (object.kind === 'flash' ? outside(object.x, object.y) : anchor && outside(anchor.x1, anchor.y1)) return;
    if (object.kind === 'region') {
      const edges: number[] = [];
      for (const segment of object.contour) {
        pushSegment(segment, 0, owner);
        edges.push(segment.x1, segment.y1, segment.x2, segment.y2);
      }
      regions.set(owner, edges);
      return;
    }
    const box = object.aperture.box;
    const w = box.maxX - box.minX;
    const h = box.maxY - box.minY;
    if (object.kind === 'flash') {
      const cx = object.x + (box.minX + box.maxX) / 2;
      const cy = object.y + (box.minY + box.maxY) / 2;
      const shape = object.aperture.shape.kind;
      if (shape === 'circle' || shape === 'obround' || (shape === 'polygon' && object.aperture.shape.vertices >= 8)) {
        if (w >= h) push(cx - (w - h) / 2, cy, cx + (w - h) / 2, cy, h / 2, owner);
        else push(cx, cy - (h - w) / 2, cx, cy + (h - w) / 2, w / 2, owner);
        return;
      }
      if (object.aperture.shape.kind === 'macro') {
        // A macro's dark circles as discs, its dark polygons as closed outlines (clear parts left out).
        const edges: number[] = [];
        for (const part of object.aperture.shape.shapes) {
          if (!part.dark) continue;
          if (part.kind === 'circle') {
            push(object.x + part.x, object.y + part.y, object.x + part.x, object.y + part.y, part.diameter / 2, owner);
            continue;
          }
          const points = part.points;
          for (let p = 0; p + 1 < points.length; p += 2) {
            const q = p + 2 < points.length ? p + 2 : 0;
            const ax = object.x + (points[p] ?? 0);
            const ay = object.y + (points[p + 1] ?? 0);
            const bx = object.x + (points[q] ?? 0);
            const by = object.y + (points[q + 1] ?? 0);
            if (ax === bx && ay === by) continue;
            push(ax, ay, bx, by, 0, owner);
            edges.push(ax, ay, bx, by);
          }
        }
        if (edges.length > 0) regions.set(owner, edges);
        return;
      }
      // Rectangles and few-sided polygons: their box as a closed outline.
      const x0 = object.x + box.minX;
      const y0 = object.y + box.minY;
      const x1 = object.x + box.maxX;
      const y1 = object.y + box.maxY;
      const edges = [x0, y0, x1, y0, x1, y0, x1, y1, x1, y1, x0, y1, x0, y1, x0, y0];
      for (let e = 0; e < 16; e += 4)
        push(edges[e] ?? 0, edges[e + 1] ?? 0, edges[e + 2] ?? 0, edges[e + 3] ?? 0, 0, owner);
      regions.set(owner, edges);
      return;
    }
    const width = Math.min(w, h);
    if (width < HAIRLINE_MM) return;
    pushSegment(object, width / 2, owner);
  });
  return { x1: c.x1, y1: c.y1, x2: c.x2, y2: c.y2, r: c.r, owner: c.owner, count: c.count, regions };
}

function allocate(n: number): Omit<Capsules, 'regions'> {
  return {
    x1: new Float64Array(n),
    y1: new Float64Array(n),
    x2: new Float64Array(n),
    y2: new Float64Array(n),
    r: new Float64Array(n),
    owner: new Int32Array(n),
    count: 0,
  };
}

function grow(c: Omit<Capsules, 'regions'>, n: number): Omit<Capsules, 'regions'> {
  const next = allocate(n);
  next.x1.set(c.x1);
  next.y1.set(c.y1);
  next.x2.set(c.x2);
  next.y2.set(c.y2);
  next.r.set(c.r);
  next.owner.set(c.owner);
  next.count = c.count;
  return next;
}
