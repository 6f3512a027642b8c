import { distanceToArc } from '../geometry/arc.js';
import type { Segment } from '../gerber/types.js';
import type { EdgeFeature } from '../types.js';
import type { Hole } from './drill.js';
import type { BoardOutline } from './outline.js';

const MAX_CHECKS = 20_000_000;

/**
 * Castellated (half) holes: plated holes whose centre lies on the board outline's centre-line,
 * within a quarter of the hole's diameter (0.05–0.3 mm). X2 `CastellatedDrill` apertures count directly.
 */
export function findCastellatedHoles(holes: Hole[], outline: BoardOutline | null, x2Count: number): EdgeFeature {
  if (x2Count > 0) {
    return {
      detected: true,
      count: x2Count,
      side: 'both',
      how: 'X2 .AperFunction,CastellatedDrill/CastellatedPad in the files',
    };
  }
  if (!outline)
    return { detected: false, count: 0, side: null, how: 'cannot tell: no board outline to compare holes with' };
  const plated = holes.filter((hole) => hole.plated && hole.diameter > 0);
  if (plated.length * outline.segments.length > MAX_CHECKS) {
    return { detected: false, count: 0, side: null, how: 'not checked: too many holes and outline strokes' };
  }
  const count = plated.filter((hole) => {
    const tolerance = Math.max(0.05, Math.min(0.3, hole.diameter / 4));
    return outline.segments.some((segment) => distanceTo(hole.x, hole.y, segment) <= tolerance);
  }).length;
  return {
    detected: count > 0,
    count,
    side: count > 0 ? 'both' : null,
    how: `plated holes whose centre lies on the outline centre-line (${outline.file}): ${count}`,
  };
}

function distanceTo(px: number, py: number, segment: Segment): number {
  if (segment.kind === 'arc') return distanceToArc(px, py, segment);
  const dx = segment.x2 - segment.x1;
  const dy = segment.y2 - segment.y1;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0
      ? 0
      : Math.max(0, Math.min(1, ((px - segment.x1) * dx + (py - segment.y1) * dy) / lengthSquared));
  return Math.hypot(px - (segment.x1 + t * dx), py - (segment.y1 + t * dy));
}
