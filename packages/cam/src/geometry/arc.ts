/** Circular arcs as Gerber and Excellon describe them: start, end, centre and direction. */
const TWO_PI = 2 * Math.PI;
const QUARTER = Math.PI / 2;

export interface ArcLike {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  cx: number;
  cy: number;
  clockwise: boolean;
}

/** Counter-clockwise-positive sweep in radians; equal start and end is a full circle. */
export function arcSweep(arc: ArcLike): { start: number; sweep: number; radius: number } {
  const start = Math.atan2(arc.y1 - arc.cy, arc.x1 - arc.cx);
  const end = Math.atan2(arc.y2 - arc.cy, arc.x2 - arc.cx);
  const radius = Math.hypot(arc.x1 - arc.cx, arc.y1 - arc.cy);
  const closed = Math.abs(arc.x1 - arc.x2) < 1e-9 && Math.abs(arc.y1 - arc.y2) < 1e-9;
  let sweep = end - start;
  if (arc.clockwise) {
    if (sweep >= 0) sweep -= TWO_PI;
    if (closed) sweep = -TWO_PI;
  } else {
    if (sweep <= 0) sweep += TWO_PI;
    if (closed) sweep = TWO_PI;
  }
  return { start, sweep, radius };
}

/**
 * G74 single-quadrant arcs give I and J without signs: of the four candidate centres, take the one
 * whose arc spans at most 90° in the drawing direction and whose radii at both ends agree best.
 */
export function singleQuadrantCentre(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  i: number,
  j: number,
  clockwise: boolean,
): { cx: number; cy: number } {
  let best = { cx: x1 + i, cy: y1 + j };
  let bestError = Infinity;
  for (const [si, sj] of [
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ] as const) {
    const cx = x1 + si * Math.abs(i);
    const cy = y1 + sj * Math.abs(j);
    const { sweep } = arcSweep({ x1, y1, x2, y2, cx, cy, clockwise });
    if (Math.abs(sweep) > QUARTER + 1e-6) continue;
    const error = Math.abs(Math.hypot(x1 - cx, y1 - cy) - Math.hypot(x2 - cx, y2 - cy));
    if (error < bestError) {
      bestError = error;
      best = { cx, cy };
    }
  }
  return best;
}

/** Points that bound an arc: both ends plus every axis crossing (0°, 90°, 180°, 270°) it passes. */
export function arcExtremes(arc: ArcLike): Array<[number, number]> {
  const { start, sweep, radius } = arcSweep(arc);
  const points: Array<[number, number]> = [
    [arc.x1, arc.y1],
    [arc.x2, arc.y2],
  ];
  for (let k = 0; k < 4; k++) {
    const angle = k * QUARTER;
    if (angleWithin(angle, start, sweep)) {
      points.push([arc.cx + radius * Math.cos(angle), arc.cy + radius * Math.sin(angle)]);
    }
  }
  return points;
}

/** Whether `angle` lies on the sweep that begins at `start` (both radians). */
export function angleWithin(angle: number, start: number, sweep: number): boolean {
  if (Math.abs(sweep) >= TWO_PI - 1e-12) return true;
  let delta = (angle - start) % TWO_PI;
  if (sweep > 0) {
    if (delta < 0) delta += TWO_PI;
    return delta <= sweep + 1e-12;
  }
  if (delta > 0) delta -= TWO_PI;
  return delta >= sweep - 1e-12;
}

/** Shortest distance from a point to an arc (not its full circle). */
export function distanceToArc(px: number, py: number, arc: ArcLike): number {
  const { start, sweep, radius } = arcSweep(arc);
  const angle = Math.atan2(py - arc.cy, px - arc.cx);
  if (angleWithin(angle, start, sweep)) return Math.abs(Math.hypot(px - arc.cx, py - arc.cy) - radius);
  return Math.min(Math.hypot(px - arc.x1, py - arc.y1), Math.hypot(px - arc.x2, py - arc.y2));
}
