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
