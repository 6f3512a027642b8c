import { drillImage, gerberImage, type ParsedLayer } from '../board.js';
import { strokeWidth } from '../gerber/aperture.js';

/** What a Gerber file draws, in the terms a CAM engineer sorts films by. */
export interface DrawingFacts {
  flashes: number;
  strokes: number;
  regions: number;
  /** Objects drawn with clear polarity (LPC): clearances cut into a pour, or a negative film's openings. */
  clear: number;
  /** Share of the drill holes the file draws something on (a flash's centre or a line's end, any polarity). */
  holesCovered: number;
  /** Median width of the drawn lines, mm (0 without lines). */
  medianLineMm: number;
}

const GRID = 0.05;
const cell = (x: number, y: number): string => `${Math.round(x / GRID)},${Math.round(y / GRID)}`;

export function holeCells(layers: ParsedLayer[]): Set<string> {
  const holes = new Set<string>();
  for (const layer of layers) for (const hit of drillImage(layer)?.hits ?? []) holes.add(cell(hit.x, hit.y));
  return holes;
}

export function drawingFacts(layer: ParsedLayer, holes: Set<string>): DrawingFacts | null {
  const image = gerberImage(layer);
  if (!image) return null;
  const facts: DrawingFacts = { flashes: 0, strokes: 0, regions: 0, clear: 0, holesCovered: 0, medianLineMm: 0 };
  const covered = new Set<string>();
  const touch = (x: number, y: number): void => {
    const key = cell(x, y);
    if (holes.has(key)) covered.add(key);
  };
  const widths: number[] = [];
  for (const object of image.objects) {
    if (!object.dark) facts.clear++;
    if (object.kind === 'flash') {
      facts.flashes++;
      touch(object.x, object.y);
    } else if (object.kind === 'region') facts.regions++;
    else {
      facts.strokes++;
      touch(object.x1, object.y1);
      touch(object.x2, object.y2);
      if (widths.length < 5000) widths.push(strokeWidth(object.aperture));
    }
  }
  widths.sort((a, b) => a - b);
  facts.medianLineMm = widths[widths.length >> 1] ?? 0;
  facts.holesCovered = holes.size > 0 ? covered.size / holes.size : 0;
  return facts;
}

/** One line for the file's evidence: what it draws. */
export function describeDrawing(facts: DrawingFacts): string {
  const parts = [`draws ${facts.flashes} pads, ${facts.strokes} lines, ${facts.regions} regions`];
  parts.push(`something drawn on ${Math.round(100 * facts.holesCovered)} % of the drill holes`);
  if (facts.strokes > 0) parts.push(`median line ${facts.medianLineMm.toFixed(3)} mm`);
  if (facts.clear > 0) parts.push(`${facts.clear} shapes cut with clear polarity`);
  return parts.join(', ');
}
