import type { Segment } from '../gerber/types.js';
import type { Bounds } from '../types.js';
import { n, reverseSegment, segmentTo } from './path-data.js';

const NEAR = 0.01;
const MAX_SEGMENTS = 5000;

const near = (ax: number, ay: number, bx: number, by: number): boolean =>
  Math.abs(ax - bx) <= NEAR && Math.abs(ay - by) <= NEAR;

/**
 * The board's silhouette for the preview: outline strokes chained end to end into closed loops, filled
 * even-odd so cut-outs stay open. An outline with gaps cannot be closed; then the board's box is drawn.
 */
export function boardShapePath(outline: Segment[], bounds: Bounds): string {
  return closedLoops(outline) ?? rectanglePath(bounds);
}

function closedLoops(outline: Segment[]): string | null {
  if (outline.length === 0 || outline.length > MAX_SEGMENTS) return null;
  const remaining = outline.slice();
  let path = '';
  while (remaining.length > 0) {
    const first = remaining.shift();
    if (!first) break;
    path += `M${n(first.x1)} ${n(first.y1)}${segmentTo(first)}`;
    let x = first.x2;
    let y = first.y2;
    while (!near(x, y, first.x1, first.y1)) {
      const next = remaining.findIndex((s) => near(s.x1, s.y1, x, y) || near(s.x2, s.y2, x, y));
      if (next < 0) return null;
      const [found] = remaining.splice(next, 1);
      if (!found) return null;
      const segment = near(found.x1, found.y1, x, y) ? found : reverseSegment(found);
      path += segmentTo(segment);
      x = segment.x2;
      y = segment.y2;
    }
    path += 'Z';
  }
  return path;
}

function rectanglePath(bounds: Bounds): string {
  const w = bounds.maxX - bounds.minX;
  const h = bounds.maxY - bounds.minY;
  return `M${n(bounds.minX)} ${n(bounds.minY)}h${n(w)}v${n(h)}h${n(-w)}Z`;
}
