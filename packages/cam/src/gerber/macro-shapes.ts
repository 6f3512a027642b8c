import type { Bounds } from '../types.js';
import type { MacroShape } from './types.js';

/** The i-th parameter; missing ones count as 0. */
export function arg(params: number[], i: number): number {
  return params[i] ?? 0;
}

/** Rotation is about the macro origin, counter-clockwise in degrees (Gerber's rule). */
export function rotatePoints(points: number[], degrees: number): number[] {
  if (!degrees) return points;
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const out = new Array<number>(points.length);
  for (let i = 0; i < points.length; i += 2) {
    const x = points[i] ?? 0;
    const y = points[i + 1] ?? 0;
    out[i] = x * cos - y * sin;
    out[i + 1] = x * sin + y * cos;
  }
  return out;
}

export function circleShape(dark: boolean, x: number, y: number, diameter: number, rotation: number): MacroShape {
  const [rx, ry] = rotatePoints([x, y], rotation);
  return { kind: 'circle', dark, x: rx ?? x, y: ry ?? y, diameter: Math.abs(diameter) };
}

export function polygonShape(dark: boolean, points: number[]): MacroShape {
  return { kind: 'polygon', dark, points };
}

/** Extent of the dark parts of a macro; clear parts never grow an image. */
export function macroBox(shapes: MacroShape[]): Bounds {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const shape of shapes) {
    if (!shape.dark) continue;
    if (shape.kind === 'circle') {
      const r = shape.diameter / 2;
      box.minX = Math.min(box.minX, shape.x - r);
      box.maxX = Math.max(box.maxX, shape.x + r);
      box.minY = Math.min(box.minY, shape.y - r);
      box.maxY = Math.max(box.maxY, shape.y + r);
      continue;
    }
    for (let i = 0; i < shape.points.length; i += 2) {
      const x = shape.points[i] ?? 0;
      const y = shape.points[i + 1] ?? 0;
      box.minX = Math.min(box.minX, x);
      box.maxX = Math.max(box.maxX, x);
      box.minY = Math.min(box.minY, y);
      box.maxY = Math.max(box.maxY, y);
    }
  }
  if (box.minX > box.maxX) return { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  return box;
}
