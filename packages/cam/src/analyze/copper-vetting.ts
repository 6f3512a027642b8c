import type { ParsedLayer } from '../board.js';
import { drawingFacts, holeCells, type DrawingFacts } from './drawing-facts.js';

/** Copper films draw on at least this share of the holes when the drill data lines up with them. */
const HOLES_ALIGNED = 0.5;
/** A film drawing on fewer of the holes than this is no copper layer of a board whose copper sits on its holes. */
const OFF_HOLES = 0.1;

/**
 * Copper as a fab's CAM engineer counts it: a file a name called copper must draw like copper. On a board whose
 * copper films put their pads on the drill holes, a film named like copper that does not is something else —
 * a paste film (pads only, none on the holes), a drawing (thin lines and text, no pads: an assembly or fab
 * drawing, a plane's drawing film), or a mask (pads only, on the holes too, wider than the copper's). Only names decide
 * this way; X2, a CAD header or a person are not second-guessed, and negative or poured films (planes) stay copper.
 */
export function vetCopper(layers: ParsedLayer[]): void {
  const holes = holeCells(layers);
  if (holes.size === 0) return;
  const copper = layers
    .filter((layer) => layer.role === 'copper')
    .map((layer) => ({ layer, facts: drawingFacts(layer, holes) }))
    .filter((entry): entry is { layer: ParsedLayer; facts: DrawingFacts } => entry.facts !== null);
  const aligned = copper.filter((entry) => entry.facts.holesCovered >= HOLES_ALIGNED && drawsCopper(entry.facts));
  if (aligned.length < 2) return;
  for (const { layer, facts } of copper) {
    if (layer.identifiedBy !== 'file-name' || layer.plane) continue;
    const other = otherRole(facts, aligned[0]!.facts);
    if (!other) continue;
    layer.how += `; but it does not draw like copper (${other.why}): ${other.role}`;
    layer.role = other.role;
    layer.side = other.role === 'drawing' ? null : layer.side === 'inner' ? 'top' : layer.side;
    layer.identifiedBy = 'content-statistics';
    layer.confidence = 0.6;
    delete layer.copperIndex;
  }
}

/** Tracks or pours beside the pads. */
function drawsCopper(facts: DrawingFacts): boolean {
  return facts.strokes + facts.regions > 0.05 * (facts.flashes + facts.strokes + facts.regions);
}

/** A mask opens a little wider than the copper pad it exposes; a copper layer's pads are the copper's size. */
const MASK_EXPANSION_MM = 0.03;

function otherRole(facts: DrawingFacts, copper: DrawingFacts): { role: ParsedLayer['role']; why: string } | null {
  const total = facts.flashes + facts.strokes + facts.regions;
  if (total < 4 || facts.clear > 0) return null;
  const padsOnly = facts.flashes / total > 0.95;
  const onHoles = facts.holesCovered >= HOLES_ALIGNED;
  if (padsOnly && facts.holesCovered < OFF_HOLES) {
    return { role: 'solderpaste', why: 'pads only, none on the drill holes' };
  }
  const wider = facts.medianPadOnHoleMm >= copper.medianPadOnHoleMm + MASK_EXPANSION_MM;
  if (padsOnly && onHoles && wider) {
    const sizes = `${facts.medianPadOnHoleMm.toFixed(2)} against the copper's ${copper.medianPadOnHoleMm.toFixed(2)} mm`;
    return { role: 'soldermask', why: `pads only, on the drill holes too, wider than the copper's (${sizes})` };
  }
  const thinLinesOnly = facts.flashes <= 0.02 * total && facts.regions <= 0.02 * total && facts.medianLineMm <= 0.3;
  if (thinLinesOnly && facts.holesCovered < OFF_HOLES) {
    return {
      role: 'drawing',
      why: `thin lines only (median ${facts.medianLineMm.toFixed(2)} mm), nothing on the drill holes`,
    };
  }
  return null;
}
