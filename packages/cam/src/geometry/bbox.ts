import type { Bounds } from '../types.js';
import type { GraphicObject, Segment } from '../gerber/types.js';
import { arcExtremes } from './arc.js';

export function emptyBounds(): Bounds {
  return { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
}

export function isEmpty(bounds: Bounds): boolean {
  return !(bounds.minX <= bounds.maxX && bounds.minY <= bounds.maxY);
}

export function extend(bounds: Bounds, x: number, y: number): void {
  if (x < bounds.minX) bounds.minX = x;
  if (x > bounds.maxX) bounds.maxX = x;
  if (y < bounds.minY) bounds.minY = y;
  if (y > bounds.maxY) bounds.maxY = y;
}

export function union(into: Bounds, other: Bounds): Bounds {
  if (isEmpty(other)) return into;
  extend(into, other.minX, other.minY);
  extend(into, other.maxX, other.maxY);
  return into;
}

export function widthOf(bounds: Bounds): number {
  return bounds.maxX - bounds.minX;
}

export function heightOf(bounds: Bounds): number {
  return bounds.maxY - bounds.minY;
}

export function grow(bounds: Bounds, margin: number): Bounds {
  return {
    minX: bounds.minX - margin,
    minY: bounds.minY - margin,
    maxX: bounds.maxX + margin,
    maxY: bounds.maxY + margin,
  };
}

export function overlaps(a: Bounds, b: Bounds): boolean {
  return a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;
}

export function contains(outer: Bounds, inner: Bounds, tolerance = 0): boolean {
  return (
    inner.minX >= outer.minX - tolerance &&
    inner.maxX <= outer.maxX + tolerance &&
    inner.minY >= outer.minY - tolerance &&
    inner.maxY <= outer.maxY + tolerance
  );
}

/** Extent of a path's centre-line: ends of lines, ends and axis extremes of arcs. */
export function extendBySegment(bounds: Bounds, segment: Segment): void {
  if (segment.kind === 'line') {
    extend(bounds, segment.x1, segment.y1);
    extend(bounds, segment.x2, segment.y2);
    return;
  }
  for (const [x, y] of arcExtremes(segment)) extend(bounds, x, y);
}

/** Extent of the ink an object puts down, aperture size included. */
export function extendByObject(bounds: Bounds, object: GraphicObject): void {
  if (object.kind === 'region') {
    for (const segment of object.contour) extendBySegment(bounds, segment);
    return;
  }
  const box = object.aperture.box;
  if (object.kind === 'flash') {
    extend(bounds, object.x + box.minX, object.y + box.minY);
    extend(bounds, object.x + box.maxX, object.y + box.maxY);
    return;
  }
  const centre = emptyBounds();
  extendBySegment(centre, object);
  extend(bounds, centre.minX + box.minX, centre.minY + box.minY);
  extend(bounds, centre.maxX + box.maxX, centre.maxY + box.maxY);
}

/** Extent of where the pen went: stroke centre-lines (arc extremes included), flash centres, region edges. */
export function centreBounds(objects: GraphicObject[], into: Bounds = emptyBounds()): Bounds {
  for (const object of objects) {
    if (!object.dark) continue;
    if (object.kind === 'flash') extend(into, object.x, object.y);
    else if (object.kind === 'region') for (const segment of object.contour) extendBySegment(into, segment);
    else extendBySegment(into, object);
  }
  return into;
}

/** Extent of the ink, aperture sizes included. */
export function inkBounds(objects: GraphicObject[], into: Bounds = emptyBounds()): Bounds {
  for (const object of objects) if (object.dark) extendByObject(into, object);
  return into;
}
