import { arcSweep } from '../geometry/arc.js';
import type { Aperture, MacroShape, Segment } from '../gerber/types.js';

/** Millimetres with at most 3 decimals (1 µm), which keeps previews small. */
export function n(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/** One path segment, assuming the pen is already at its start. */
export function segmentTo(segment: Segment): string {
  if (segment.kind === 'line') return `L${n(segment.x2)} ${n(segment.y2)}`;
  const { sweep, radius } = arcSweep(segment);
  const r = n(radius);
  const flag = sweep > 0 ? 1 : 0;
  if (Math.abs(sweep) >= 2 * Math.PI - 1e-9) {
    // A full circle is two half arcs: SVG cannot draw an arc that ends where it starts.
    const ox = 2 * segment.cx - segment.x1;
    const oy = 2 * segment.cy - segment.y1;
    return `A${r} ${r} 0 0 ${flag} ${n(ox)} ${n(oy)}A${r} ${r} 0 0 ${flag} ${n(segment.x2)} ${n(segment.y2)}`;
  }
  const large = Math.abs(sweep) > Math.PI ? 1 : 0;
  return `A${r} ${r} 0 ${large} ${flag} ${n(segment.x2)} ${n(segment.y2)}`;
}

export function strokePath(segment: Segment): string {
  return `M${n(segment.x1)} ${n(segment.y1)}${segmentTo(segment)}`;
}

/** A closed contour, turned to positive orientation so that overlapping shapes in one path never cancel. */
export function contourPath(contour: Segment[]): string {
  const first = contour[0];
  if (!first) return '';
  let area = 0;
  for (const s of contour) area += s.x1 * s.y2 - s.x2 * s.y1;
  const ordered: Segment[] = area >= 0 ? contour : contour.slice().reverse().map(reverseSegment);
  const start = ordered[0] ?? first;
  return `M${n(start.x1)} ${n(start.y1)}${ordered.map(segmentTo).join('')}Z`;
}

/** The same segment walked the other way. */
export function reverseSegment(s: Segment): Segment {
  if (s.kind === 'arc') return { ...s, x1: s.x2, y1: s.y2, x2: s.x1, y2: s.y1, clockwise: !s.clockwise };
  return { ...s, x1: s.x2, y1: s.y2, x2: s.x1, y2: s.y1 };
}

export function circlePath(x: number, y: number, diameter: number): string {
  const r = diameter / 2;
  if (r <= 0) return '';
  return `M${n(x + r)} ${n(y)}A${n(r)} ${n(r)} 0 0 1 ${n(x - r)} ${n(y)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y)}Z`;
}

export function polygonPath(points: number[], dx = 0, dy = 0): string {
  if (points.length < 6) return '';
  let area = 0;
  for (let i = 0; i < points.length; i += 2) {
    const j = (i + 2) % points.length;
    area += (points[i] ?? 0) * (points[j + 1] ?? 0) - (points[j] ?? 0) * (points[i + 1] ?? 0);
  }
  const xy: string[] = [];
  for (let i = 0; i < points.length; i += 2) xy.push(`${n((points[i] ?? 0) + dx)} ${n((points[i + 1] ?? 0) + dy)}`);
  if (area < 0) xy.reverse();
  return `M${xy.join('L')}Z`;
}

/** Fill path of an aperture flashed at (x, y); clear macro parts are returned separately. */
export function flashPath(aperture: Aperture, x: number, y: number): { dark: string; clear: string } {
  const shape = aperture.shape;
  switch (shape.kind) {
    case 'circle':
      return { dark: circlePath(x, y, shape.diameter), clear: '' };
    case 'rectangle': {
      const { width: w, height: h } = shape;
      return { dark: `M${n(x - w / 2)} ${n(y - h / 2)}h${n(w)}v${n(h)}h${n(-w)}Z`, clear: '' };
    }
    case 'obround':
      return { dark: obroundPath(x, y, shape.width, shape.height), clear: '' };
    case 'polygon': {
      const points: number[] = [];
      for (let i = 0; i < shape.vertices; i++) {
        const angle = ((shape.rotation + (360 * i) / shape.vertices) * Math.PI) / 180;
        points.push((shape.diameter / 2) * Math.cos(angle), (shape.diameter / 2) * Math.sin(angle));
      }
      return { dark: polygonPath(points, x, y), clear: '' };
    }
    case 'macro': {
      let dark = '';
      let clear = '';
      for (const part of shape.shapes) {
        const path = macroPartPath(part, x, y);
        if (part.dark) dark += path;
        else clear += path;
      }
      return { dark, clear };
    }
  }
}

function macroPartPath(part: MacroShape, x: number, y: number): string {
  return part.kind === 'circle' ? circlePath(x + part.x, y + part.y, part.diameter) : polygonPath(part.points, x, y);
}

function obroundPath(x: number, y: number, w: number, h: number): string {
  const r = Math.min(w, h) / 2;
  if (w >= h) {
    const l = x - w / 2 + r;
    const rr = x + w / 2 - r;
    return `M${n(l)} ${n(y - r)}H${n(rr)}A${n(r)} ${n(r)} 0 0 1 ${n(rr)} ${n(y + r)}H${n(l)}A${n(r)} ${n(r)} 0 0 1 ${n(l)} ${n(y - r)}Z`;
  }
  const b = y - h / 2 + r;
  const t = y + h / 2 - r;
  return `M${n(x + r)} ${n(b)}V${n(t)}A${n(r)} ${n(r)} 0 0 1 ${n(x - r)} ${n(t)}V${n(b)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(b)}Z`;
}
