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
  /** Median size (smaller side) of the pads flashed on drill holes, mm (0 without). */
  medianPadOnHoleMm: number;
}

const GRID = 0.05;
/** A 0.05 mm cell as one 32-bit number (wrapping every 3.2 m, far beyond any board). */
const cell = (x: number, y: number): number =>
  ((Math.round(x / GRID) & 0xffff) << 16) | (Math.round(y / GRID) & 0xffff);

export function holeCells(layers: ParsedLayer[]): Set<number> {
  const holes = new Set<number>();
  for (const layer of layers) for (const hit of drillImage(layer)?.hits ?? []) holes.add(cell(hit.x, hit.y));
  return holes;
}

const known = new WeakMap<ParsedLayer, DrawingFacts>();

/** The facts of one layer, counted once per analysis (the holes are the same set each time). */
export function drawingFacts(layer: ParsedLayer, holes: Set<number>): DrawingFacts | null {
  const image = gerberImage(layer);
  if (!image) return null;
  const cached = known.get(layer);
  if (cached) return cached;
  const facts: DrawingFacts = {
    flashes: 0,
    strokes: 0,
    regions: 0,
    clear: 0,
    holesCovered: 0,
    medianLineMm: 0,
    medianPadOnHoleMm: 0,
  };
  const covered = new Set<number>();
  const touch = (x: number, y: number): void => {
    const key = cell(x, y);
    if (holes.has(key)) covered.add(key);
  };
  const widths: number[] = [];
  const padsOnHoles: number[] = [];
  for (const object of image.objects) {
    if (!object.dark) facts.clear++;
    if (object.kind === 'flash') {
      facts.flashes++;
      touch(object.x, object.y);
      if (padsOnHoles.length < 5000 && holes.has(cell(object.x, object.y))) {
        const box = object.aperture.box;
        padsOnHoles.push(Math.min(box.maxX - box.minX, box.maxY - box.minY));
      }
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
  padsOnHoles.sort((a, b) => a - b);
  facts.medianPadOnHoleMm = padsOnHoles[padsOnHoles.length >> 1] ?? 0;
  facts.holesCovered = holes.size > 0 ? covered.size / holes.size : 0;
  known.set(layer, facts);
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
