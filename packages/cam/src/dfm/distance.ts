/** Plane geometry of the spacing check: segment distances and the even-odd inside test. */

/** Distance between two segments (0 when they cross). */
export function segmentDistance(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): number {
  if (segmentsCross(ax, ay, bx, by, cx, cy, dx, dy)) return 0;
  return Math.sqrt(
    Math.min(
      pointSegmentSquared(ax, ay, cx, cy, dx, dy),
      pointSegmentSquared(bx, by, cx, cy, dx, dy),
      pointSegmentSquared(cx, cy, ax, ay, bx, by),
      pointSegmentSquared(dx, dy, ax, ay, bx, by),
    ),
  );
}

/**
 * `segmentDistance` between the spines of capsules i and j of one set, with the same arithmetic, written out
 * for the spacing check's hot loop: V8 boxes every number passed to a call it does not inline, and eight boxed
 * coordinates a pair (then six for each point-to-segment step) were most of the check's garbage.
 */
export function spineDistance(
  x1: Float64Array,
  y1: Float64Array,
  x2: Float64Array,
  y2: Float64Array,
  i: number,
  j: number,
): number {
  const ax = x1[i]!;
  const ay = y1[i]!;
  const bx = x2[i]!;
  const by = y2[i]!;
  const cx = x1[j]!;
  const cy = y1[j]!;
  const dx = x2[j]!;
  const dy = y2[j]!;
  const abx = bx - ax;
  const aby = by - ay;
  const cdx = dx - cx;
  const cdy = dy - cy;
  // segmentsCross, then the four point-to-segment distances of pointSegmentSquared.
  const d1 = cdx * (ay - cy) - cdy * (ax - cx);
  const d2 = cdx * (by - cy) - cdy * (bx - cx);
  const d3 = abx * (cy - ay) - aby * (cx - ax);
  const d4 = abx * (dy - ay) - aby * (dx - ax);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return 0;
  const cd = cdx * cdx + cdy * cdy;
  const ab = abx * abx + aby * aby;
  let t = cd > 0 ? ((ax - cx) * cdx + (ay - cy) * cdy) / cd : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  let ex = ax - (cx + t * cdx);
  let ey = ay - (cy + t * cdy);
  const aToCd = ex * ex + ey * ey;
  t = cd > 0 ? ((bx - cx) * cdx + (by - cy) * cdy) / cd : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  ex = bx - (cx + t * cdx);
  ey = by - (cy + t * cdy);
  const bToCd = ex * ex + ey * ey;
  t = ab > 0 ? ((cx - ax) * abx + (cy - ay) * aby) / ab : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  ex = cx - (ax + t * abx);
  ey = cy - (ay + t * aby);
  const cToAb = ex * ex + ey * ey;
  t = ab > 0 ? ((dx - ax) * abx + (dy - ay) * aby) / ab : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  ex = dx - (ax + t * abx);
  ey = dy - (ay + t * aby);
  const dToAb = ex * ex + ey * ey;
  return Math.sqrt(Math.min(aToCd, bToCd, cToAb, dToAb));
}

export function pointSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  return Math.sqrt(pointSegmentSquared(px, py, ax, ay, bx, by));
}

/** Squared distance from a point to a segment (Math.hypot is several times slower than a square root). */
function pointSegmentSquared(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const vx = bx - ax;
  const vy = by - ay;
  const length = vx * vx + vy * vy;
  let t = length > 0 ? ((px - ax) * vx + (py - ay) * vy) / length : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const ex = px - (ax + t * vx);
  const ey = py - (ay + t * vy);
  return ex * ex + ey * ey;
}

function segmentsCross(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): boolean {
  const d1 = cross(cx, cy, dx, dy, ax, ay);
  const d2 = cross(cx, cy, dx, dy, bx, by);
  const d3 = cross(ax, ay, bx, by, cx, cy);
  const d4 = cross(ax, ay, bx, by, dx, dy);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

function cross(ax: number, ay: number, bx: number, by: number, px: number, py: number): number {
  return (bx - ax) * (py - ay) - (by - ay) * (px - ax);
}

/** Even-odd test of a point against a region's edges (flat x1,y1,x2,y2 list). */
export function insideEdges(px: number, py: number, edges: number[]): boolean {
  let inside = false;
  for (let i = 0; i < edges.length; i += 4) {
    const x1 = edges[i] ?? 0;
    const y1 = edges[i + 1] ?? 0;
    const x2 = edges[i + 2] ?? 0;
    const y2 = edges[i + 3] ?? 0;
    if (y1 > py !== y2 > py && px < ((x2 - x1) * (py - y1)) / (y2 - y1) + x1) inside = !inside;
  }
  return inside;
}
