import { gerberImage, type ParsedLayer } from '../board.js';
import { grow } from '../geometry/bbox.js';
import { hasRefs, holdsBoard, type BoardRefs } from './board-refs.js';
import { area, type Contour } from './contours.js';
import { cachedSource } from './outline.js';

/** How much better (in edge likeness) another file must be to take the outline role from the named one. */
const MARGIN = 0.15;
/** Below this no file looks enough like a board edge to be promoted. */
const MIN_EDGE = 0.6;
/** Flashes an outline file may carry (a tooling mark or two). */
const MAX_FLASHES = 10;
/** Share of a named drawing's lines its board contour must make up for the drawing to be taken as the outline. */
const BARE_CONTOUR = 0.9;

interface Candidate {
  layer: ParsedLayer;
  edge: number;
  /** Share of the file's lines that are the holding contour itself. */
  contourShare: number;
  why: string;
}

/**
 * Which file is the board outline, by what the files draw. A set has one outline: a closed contour holding the
 * board's pads and holes, thin lines, no flashes, little else (the cut-outs and mounting holes inside it). Names
 * alone fail here: Altium's mechanical layers are numbered by the designer (`.GM3` fab notes beside a `.GM11`
 * outline), and Siemens or Zuken outlines may sit in a file whose name does not say outline. So of the files
 * that a name or a guess made outline, drawing or nothing (never X2, an Allegro header or a person), the one that
 * looks most like a board edge becomes the outline and the other outline-named files drawings.
 */
export function settleOutlineFile(layers: ParsedLayer[], refs: BoardRefs): void {
  if (!hasRefs(refs)) return;
  const named = (layer: ParsedLayer): boolean =>
    (layer.role === 'outline' && layer.identifiedBy === 'file-name') || layer.mechanicalLayer !== undefined;
  const noOutline = !layers.some((layer) => layer.role === 'outline');
  // A drawing by name is the outline only when the set has none and the contour is nearly all the file draws.
  const bareDrawing = (layer: ParsedLayer): boolean =>
    noOutline && layer.role === 'drawing' && layer.identifiedBy === 'file-name';
  const guessed = (layer: ParsedLayer): boolean =>
    layer.identifiedBy === 'none' ||
    (layer.identifiedBy === 'content-statistics' && (layer.role === 'silkscreen' || layer.role === 'drawing'));
  const candidates: Candidate[] = layers
    .filter((layer) => gerberImage(layer) !== null && (named(layer) || guessed(layer) || bareDrawing(layer)))
    .map((layer) => ({ layer, ...edgeLikeness(layer, refs) }))
    .filter((c) => !bareDrawing(c.layer) || c.contourShare >= BARE_CONTOUR);
  const byName = candidates.filter((c) => named(c.layer));
  const best = [...candidates].sort((a, b) => b.edge - a.edge)[0];
  if (!best || best.edge < MIN_EDGE) return;
  const current = byName.find((c) => c.layer.role === 'outline');
  const winner = current && current.edge + MARGIN >= best.edge ? current : best;
  if (winner.layer.role !== 'outline') {
    winner.layer.how += `; by its drawing the board outline: ${winner.why}`;
    delete winner.layer.mechanicalLayer;
    winner.layer.role = 'outline';
    winner.layer.side = 'all';
    winner.layer.identifiedBy = 'content-statistics';
    winner.layer.confidence = Math.round(50 + 40 * winner.edge) / 100;
  }
  for (const other of byName) {
    if (other === winner || other.layer.role !== 'outline') continue;
    other.layer.role = 'drawing';
    other.layer.side = null;
    other.layer.confidence = 0.6;
    other.layer.how += `; not the outline: ${winner.layer.name.split('/').pop()} draws the board edge better (${other.why})`;
  }
}

/**
 * 0…1: 0 without a closed contour holding the board; else 0.7, plus 0.3 × the share of the file's lines on or
 * inside that contour (a fab drawing carries notes and dimensions beside the board), times 0.4 when the file
 * flashes pads (an assembly drawing's pads, not an edge).
 */
function edgeLikeness(layer: ParsedLayer, refs: BoardRefs): Omit<Candidate, 'layer'> {
  const flashes = gerberImage(layer)?.objects.filter((o) => o.kind === 'flash' && o.dark).length ?? 0;
  // A file that flashes pads scores at most 0.4, below MIN_EDGE: its contours need not be looked for.
  if (flashes > MAX_FLASHES && layer.role !== 'outline') return { edge: 0, contourShare: 0, why: `${flashes} flashes` };
  const { segments, contours } = cachedSource(layer);
  if (segments.length === 0) return { edge: 0, contourShare: 0, why: 'draws no lines' };
  let board: Contour | null = null;
  for (const tolerance of [0.01, 0.15]) {
    for (const contour of contours(tolerance)) {
      if (holdsBoard(refs, contour.bounds) && (!board || area(contour.bounds) < area(board.bounds))) board = contour;
    }
    if (board) break;
  }
  if (!board) return { edge: 0, contourShare: 0, why: 'no closed contour holds the pads and holes' };
  const { bounds } = board;
  const box = grow(bounds, 1);
  let inside = 0;
  for (const s of segments) {
    const inX = Math.min(s.x1, s.x2) >= box.minX && Math.max(s.x1, s.x2) <= box.maxX;
    if (inX && Math.min(s.y1, s.y2) >= box.minY && Math.max(s.y1, s.y2) <= box.maxY) inside++;
  }
  const lineShare = inside / segments.length;
  const edge = (0.7 + 0.3 * lineShare) * (flashes <= MAX_FLASHES ? 1 : 0.4);
  const size = `${(bounds.maxX - bounds.minX).toFixed(2)} × ${(bounds.maxY - bounds.minY).toFixed(2)} mm`;
  return {
    edge,
    contourShare: board.segments.length / segments.length,
    why: `a closed ${size} contour holds the pads and holes, with ${Math.round(100 * lineShare)} % of its lines on or inside it and ${flashes} flashes`,
  };
}
