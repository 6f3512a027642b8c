import { drillImage, gerberImage, type ParsedLayer } from '../board.js';
import { centreBounds, contains, emptyBounds, grow, isEmpty } from '../geometry/bbox.js';
import { strokeWidth } from '../gerber/aperture.js';
import type { GerberImage } from '../gerber/types.js';
import type { Bounds } from '../types.js';

const GRID = 0.05;

/**
 * Gerber files that neither X2, a CAD header nor the name identified, guessed from what they draw:
 * pads at the drill holes with tracks between them are copper; pads only are a mask (openings at the
 * through-holes too) or paste (none there), on the side whose copper pads they sit on; thin strokes only
 * are a legend inside the board or a drawing beyond it. Each guess says how sure it is (0.35–0.6).
 */
export function classifyUnknown(layers: ParsedLayer[], board: Bounds | null): void {
  const unknown = layers.filter(
    (layer) => layer.role === 'unknown' && layer.identifiedBy === 'none' && gerberImage(layer),
  );
  if (unknown.length === 0) return;
  const holes = new Set<string>();
  for (const layer of layers) for (const hit of drillImage(layer)?.hits ?? []) holes.add(cell(hit.x, hit.y));
  const padsBySide = { top: new Set<string>(), bottom: new Set<string>() };
  for (const layer of layers) {
    const image = gerberImage(layer);
    if (layer.role !== 'copper' || !image || (layer.side !== 'top' && layer.side !== 'bottom')) continue;
    for (const object of image.objects)
      if (object.kind === 'flash') padsBySide[layer.side].add(cell(object.x, object.y));
  }
  for (const layer of unknown) {
    const image = gerberImage(layer);
    if (!image) continue;
    const guess = guessLayer(image, holes, padsBySide, board, layers);
    if (!guess) continue;
    layer.role = guess.role;
    layer.side = guess.side;
    layer.identifiedBy = 'content-statistics';
    layer.confidence = guess.confidence;
    layer.how = `guessed from the drawing: ${guess.why} (confidence ${guess.confidence})`;
  }
}

interface Guess {
  role: ParsedLayer['role'];
  side: ParsedLayer['side'];
  confidence: number;
  why: string;
}

function guessLayer(
  image: GerberImage,
  holes: Set<string>,
  pads: { top: Set<string>; bottom: Set<string> },
  board: Bounds | null,
  layers: ParsedLayer[],
): Guess | null {
  let flashes = 0;
  let strokes = 0;
  let regions = 0;
  let atHoles = 0;
  let onTop = 0;
  let onBottom = 0;
  const widths: number[] = [];
  for (const object of image.objects) {
    if (!object.dark) continue;
    if (object.kind === 'flash') {
      flashes++;
      const key = cell(object.x, object.y);
      if (holes.has(key)) atHoles++;
      if (pads.top.has(key)) onTop++;
      if (pads.bottom.has(key)) onBottom++;
    } else if (object.kind === 'region') regions++;
    else {
      strokes++;
      if (widths.length < 5000) widths.push(strokeWidth(object.aperture));
    }
  }
  const total = flashes + strokes + regions;
  if (total < 4) return null;
  const holeShare = holes.size > 0 ? atHoles / Math.min(holes.size, Math.max(flashes, 1)) : 0;
  widths.sort((a, b) => a - b);
  const medianWidth = widths[widths.length >> 1] ?? 0;
  const extent = centreBounds(image.objects, emptyBounds());
  const inside = !board || isEmpty(extent) || contains(grow(board, 2), extent);
  const share = (n: number): string => `${Math.round((100 * n) / total)} %`;
  if (flashes / total > 0.8 && (onTop > 0 || onBottom > 0)) {
    const side = onTop >= onBottom ? 'top' : 'bottom';
    const role = holeShare > 0.1 ? 'soldermask' : 'solderpaste';
    const why = `${share(flashes)} pads, on the ${side} copper's pads, ${role === 'soldermask' ? 'with' : 'without'} openings at the drill holes`;
    return { role, side, confidence: 0.5, why };
  }
  if (holeShare > 0.3 && strokes + regions > 0.1 * total && inside) {
    const named = new Set(layers.filter((l) => l.role === 'copper').map((l) => l.side));
    const side = !named.has('top') ? 'top' : !named.has('bottom') ? 'bottom' : 'inner';
    return {
      role: 'copper',
      side,
      confidence: 0.6,
      why: `pads at ${Math.round(holeShare * 100)} % of the drill holes with tracks or pours between them`,
    };
  }
  if (strokes / total > 0.9 && medianWidth > 0 && medianWidth <= 0.3) {
    if (!inside)
      return {
        role: 'drawing',
        side: null,
        confidence: 0.4,
        why: `thin strokes only (median ${medianWidth.toFixed(2)} mm) reaching beyond the board`,
      };
    const named = new Set(layers.filter((l) => l.role === 'silkscreen').map((l) => l.side));
    const side = !named.has('top') ? 'top' : 'bottom';
    return {
      role: 'silkscreen',
      side,
      confidence: 0.35,
      why: `thin strokes only (median ${medianWidth.toFixed(2)} mm) inside the board; side not told by content`,
    };
  }
  return null;
}

function cell(x: number, y: number): string {
  return `${Math.round(x / GRID)},${Math.round(y / GRID)}`;
}
