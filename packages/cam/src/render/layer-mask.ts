import { drillImage, gerberImage, type ParsedLayer } from '../board.js';
import { strokeWidth } from '../gerber/aperture.js';
import { emptyBounds, extendByObject, overlaps } from '../geometry/bbox.js';
import type { GraphicObject } from '../gerber/types.js';
import type { Bounds } from '../types.js';
import { circlePath, contourPath, flashPath, n, segmentTo, strokePath } from './path-data.js';

const ON = '#fff';
const OFF = '#000';

/**
 * A layer as the content of an SVG <mask>: dark objects white, clear objects black, in file order,
 * so clear polarity and clear macro parts cut what was drawn before them. Strokes of one width share a path.
 */
export function layerMaskContent(layer: ParsedLayer, view: Bounds): string {
  const drill = drillImage(layer);
  if (drill) {
    let holes = '';
    for (const hit of drill.hits) holes += circlePath(hit.x, hit.y, drill.tools.get(hit.tool)?.diameter ?? 0);
    const slots = drill.slots.map((slot) => {
      const d = slot.points.map((v, i) => (i % 2 === 0 ? (i === 0 ? 'M' : 'L') : ' ') + n(v)).join('');
      return stroke(d, drill.tools.get(slot.tool)?.diameter ?? 0, 'round', ON);
    });
    return `<path d="${holes}" fill="${ON}"/>${slots.join('')}`;
  }
  const image = gerberImage(layer);
  if (!image) return '';
  let out = '';
  let run: GraphicObject[] = [];
  for (const object of image.objects) {
    if (!inView(object, view)) continue;
    if (run.length > 0 && run[0]?.dark !== object.dark) {
      out += renderRun(run);
      run = [];
    }
    run.push(object);
  }
  return out + renderRun(run);
}

function renderRun(objects: GraphicObject[]): string {
  const first = objects[0];
  if (!first) return '';
  const color = first.dark ? ON : OFF;
  // Per stroke width: the path so far and where its pen stands, so chained strokes continue without a move.
  const strokes = new Map<string, { parts: string[]; x: number; y: number }>();
  const fills: string[] = [];
  const cutouts: string[] = [];
  for (const object of objects) {
    if (object.kind === 'region') {
      fills.push(contourPath(object.contour));
    } else if (object.kind === 'flash') {
      const path = flashPath(object.aperture, object.x, object.y);
      fills.push(path.dark);
      if (path.clear) cutouts.push(path.clear);
    } else {
      const shape = object.aperture.shape.kind;
      const cap = shape === 'rectangle' ? 'square' : 'round';
      const key = `${n(strokeWidth(object.aperture))}|${cap}`;
      const pen = strokes.get(key);
      if (!pen) strokes.set(key, { parts: [strokePath(object)], x: object.x2, y: object.y2 });
      else {
        pen.parts.push(pen.x === object.x1 && pen.y === object.y1 ? segmentTo(object) : strokePath(object));
        pen.x = object.x2;
        pen.y = object.y2;
      }
    }
  }
  let out = '';
  for (const [key, pen] of strokes) {
    const [width = '0', cap = 'round'] = key.split('|');
    out += stroke(pen.parts.join(''), Number(width), cap, color);
  }
  if (fills.length > 0) out += `<path d="${fills.join('')}" fill="${color}"/>`;
  if (cutouts.length > 0) out += `<path d="${cutouts.join('')}" fill="${first.dark ? OFF : ON}"/>`;
  return out;
}

/** Objects wholly outside the preview (CAD notes beside the board) are not drawn. */
function inView(object: GraphicObject, view: Bounds): boolean {
  const bounds = emptyBounds();
  extendByObject(bounds, object);
  return overlaps(bounds, view);
}

function stroke(d: string, width: number, cap: string, color: string): string {
  // A zero-width aperture still leaves a visible hairline in a preview.
  const w = n(Math.max(width, 0.02));
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="${cap}" stroke-linejoin="round"/>`;
}
