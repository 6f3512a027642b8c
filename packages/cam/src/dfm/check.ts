import { gerberImage, type ParsedBoard, type ParsedLayer } from '../board.js';
import type { Hole } from '../analyze/drill.js';
import { round } from '../analyze/copper.js';
import { now } from '../limits.js';
import type { GraphicObject, Segment } from '../gerber/types.js';
import type { Bounds, DfmLayer, DfmReport } from '../types.js';
import { HAIRLINE_MM, pointSegment, segmentDistance, toCapsules, type Capsules } from './capsules.js';
import { narrowestGap } from './spacing.js';

const EDGE_SEARCH_MM = 3;
const PAD_MATCH_MM = 0.02;

export interface DfmInput {
  board: ParsedBoard;
  holes: Hole[];
  slots: Array<{ diameter: number; lengthMm: number }>;
  widthMm: number | null;
  heightMm: number | null;
  /** True when the edge is a real outline (copper- and hole-to-edge need one). */
  hasOutline: boolean;
}

/**
 * The design-rule figures a factory compares with its capability table: per copper layer the narrowest
 * track and gap, the smallest plated and non-plated hole, the narrowest annular ring, hole-to-edge and
 * copper-to-edge, slots and the board size. Geometry runs on capsules in a uniform grid (see spacing.ts).
 */
export function checkDesignRules(input: DfmInput): DfmReport {
  const started = now();
  const copper = input.board.layers
    .filter((layer) => layer.role === 'copper' && gerberImage(layer))
    .sort((a, b) => (a.copperIndex ?? 0) - (b.copperIndex ?? 0));
  const edge = input.hasOutline ? input.board.outline : [];
  const layers: DfmLayer[] = [];
  let copperToEdge: number | null = null;
  for (const layer of copper) {
    const image = gerberImage(layer);
    if (!image) continue;
    const capsules = toCapsules(image.objects);
    const trace = narrowestTrace(image.objects);
    const plane = layer.plane === true || image.objects.some((object) => !object.dark && object.kind === 'region');
    const gaps = layer.plane ? null : narrowestGap(capsules);
    const gap = gaps?.gap ?? null;
    layers.push({
      file: layer.name,
      index: layer.copperIndex ?? 0,
      side: layer.side,
      plane: layer.plane === true,
      minTraceMm: trace === null ? null : round(trace),
      minSpaceMm: gap ? round(gap.gapMm) : null,
      spaceAt: gap ? { x: round(gap.x, 2), y: round(gap.y, 2) } : null,
      slivers: gaps?.slivers ?? 0,
      narrowestSliverMm: gaps?.narrowestSliver ? round(gaps.narrowestSliver.gapMm) : null,
      sliverAt: gaps?.narrowestSliver
        ? { x: round(gaps.narrowestSliver.x, 2), y: round(gaps.narrowestSliver.y, 2) }
        : null,
      spaceHow: gaps?.unmeasured
        ? gaps.unmeasured
        : layer.plane
          ? 'negative (plane) film: its clearances are drawn as openings, not measured'
          : plane
            ? 'gaps between tracks, pads and pours; openings cut with clear polarity are not measured'
            : 'gaps between tracks, pads and pours',
    });
    if (edge.length > 0) {
      const distance = copperEdgeDistance(capsules, edge, input.board.boardBounds);
      if (distance !== null && (copperToEdge === null || distance < copperToEdge)) copperToEdge = distance;
    }
  }
  const plated = input.holes.filter((hole) => hole.plated && hole.diameter > 0);
  const nonPlated = input.holes.filter((hole) => !hole.plated && hole.diameter > 0);
  const ring = annularRing(plated, copper);
  const holeToEdge = edge.length > 0 ? holeEdgeDistance(input.holes, edge) : null;
  const slotWidths = input.slots.map((slot) => slot.diameter).filter((d) => d > 0);
  const traces = layers.map((l) => l.minTraceMm).filter((v): v is number => v !== null);
  const spaces = layers.map((l) => l.minSpaceMm).filter((v): v is number => v !== null);
  return {
    layers,
    minTraceMm: traces.length ? Math.min(...traces) : null,
    minSpaceMm: spaces.length ? Math.min(...spaces) : null,
    slivers: layers.reduce((sum, l) => sum + l.slivers, 0),
    minPlatedHoleMm: plated.length ? round(Math.min(...plated.map((h) => h.diameter))) : null,
    minNonPlatedHoleMm: nonPlated.length ? round(Math.min(...nonPlated.map((h) => h.diameter))) : null,
    minAnnularRingMm: ring === null ? null : round(ring),
    minHoleToEdgeMm: holeToEdge === null ? null : round(holeToEdge),
    minCopperToEdgeMm: copperToEdge === null ? null : round(copperToEdge),
    slots: {
      count: input.slots.length,
      minWidthMm: slotWidths.length ? round(Math.min(...slotWidths)) : null,
      maxLengthMm: input.slots.length ? round(Math.max(...input.slots.map((s) => s.lengthMm))) : null,
    },
    widthMm: input.widthMm,
    heightMm: input.heightMm,
    copperLayers: copper.length,
    millis: Math.round((now() - started) * 10) / 10,
    how: {
      minTraceMm: `narrowest stroke on copper (X2 Conductor apertures when the files say), lines under ${HAIRLINE_MM} mm left out as drawing hairlines`,
      minSpaceMm:
        'narrowest gap of 0.05 mm or more between separate pieces of copper (touching shapes joined), per layer; gaps of 0.4 mm and more not looked for',
      slivers:
        'gaps under 0.05 mm between separate pieces of copper: almost always one net (a track stopping short of its via); a CAM engineer fills them',
      minAnnularRingMm:
        'for each plated hole, (smallest pad centred on it − hole) ÷ 2 over the copper layers that have a pad there',
      minHoleToEdgeMm: 'hole wall to the board contour; holes cut by the edge (castellations) left out',
      minCopperToEdgeMm:
        'copper to the board contour, within 3 mm of it; copper crossing the edge (fingers, castellations) left out',
      slots: 'routed and G85 slots: narrowest tool and longest path',
    },
  };
}

function narrowestTrace(objects: GraphicObject[]): number | null {
  let narrowest: number | null = null;
  let conductor: number | null = null;
  for (const object of objects) {
    if (object.kind === 'flash' || object.kind === 'region' || !object.dark) continue;
    if (object.kind === 'line' && object.x1 === object.x2 && object.y1 === object.y2) continue;
    const box = object.aperture.box;
    const width = Math.min(box.maxX - box.minX, box.maxY - box.minY);
    if (!(width >= HAIRLINE_MM)) continue;
    if (narrowest === null || width < narrowest) narrowest = width;
    if (object.aperture.function?.startsWith('Conductor') && (conductor === null || width < conductor))
      conductor = width;
  }
  return conductor ?? narrowest;
}

function annularRing(plated: Hole[], copper: ParsedLayer[]): number | null {
  if (plated.length === 0) return null;
  const cell = (x: number, y: number): number =>
    Math.round(x / PAD_MATCH_MM) * 67_108_864 + Math.round(y / PAD_MATCH_MM);
  const smallestPad = new Map<number, number>();
  for (const layer of copper) {
    for (const object of gerberImage(layer)?.objects ?? []) {
      if (object.kind !== 'flash' || !object.dark) continue;
      const box = object.aperture.box;
      const size = Math.min(box.maxX - box.minX, box.maxY - box.minY);
      const key = cell(object.x, object.y);
      const known = smallestPad.get(key);
      if (known === undefined || size < known) smallestPad.set(key, size);
    }
  }
  let ring: number | null = null;
  for (const hole of plated) {
    const pad = smallestPad.get(cell(hole.x, hole.y));
    if (pad === undefined || pad <= hole.diameter) continue;
    const value = (pad - hole.diameter) / 2;
    if (ring === null || value < ring) ring = value;
  }
  return ring;
}

function holeEdgeDistance(holes: Hole[], edge: Segment[]): number | null {
  const { lines, near } = edgeIndex(edge);
  let best: number | null = null;
  for (const hole of holes) {
    if (!(hole.diameter > 0)) continue;
    const list = near(hole.x, hole.y);
    if (!list) continue; // more than 3 mm from the edge
    let d = Infinity;
    for (const i of list) {
      d = Math.min(
        d,
        pointSegment(hole.x, hole.y, lines[i] ?? 0, lines[i + 1] ?? 0, lines[i + 2] ?? 0, lines[i + 3] ?? 0),
      );
    }
    const wall = d - hole.diameter / 2;
    if (wall <= 0) continue; // cut by the edge: a castellation or a routed notch
    if (best === null || wall < best) best = wall;
  }
  return best;
}

/** Copper within 3 mm of the board contour: the narrowest distance of a shape that does not cross it. */
/** The edge's straight pieces in a 3 mm grid: `near(x, y)` lists the pieces within 3 mm of a point's cell. */
function edgeIndex(edge: Segment[]): { lines: number[]; near: (x: number, y: number) => number[] | undefined } {
  const lines = edgeLines(edge);
  const index = new Map<number, number[]>();
  const cellOf = (v: number): number => Math.floor(v / EDGE_SEARCH_MM);
  const key = (cx: number, cy: number): number => (cx + 100_000) * 262_144 + (cy + 100_000);
  for (let i = 0; i < lines.length; i += 4) {
    const x0 = cellOf(Math.min(lines[i] ?? 0, lines[i + 2] ?? 0));
    const x1 = cellOf(Math.max(lines[i] ?? 0, lines[i + 2] ?? 0));
    const y0 = cellOf(Math.min(lines[i + 1] ?? 0, lines[i + 3] ?? 0));
    const y1 = cellOf(Math.max(lines[i + 1] ?? 0, lines[i + 3] ?? 0));
    for (let cx = x0 - 1; cx <= x1 + 1; cx++) {
      for (let cy = y0 - 1; cy <= y1 + 1; cy++) {
        const k = key(cx, cy);
        const list = index.get(k);
        if (list) list.push(i);
        else index.set(k, [i]);
      }
    }
  }
  return { lines, near: (x, y) => index.get(key(cellOf(x), cellOf(y))) };
}

function copperEdgeDistance(c: Capsules, edge: Segment[], board: Bounds | null): number | null {
  const { lines, near } = edgeIndex(edge);
  let best: number | null = null;
  for (let j = 0; j < c.count; j++) {
    const x = c.x1[j] ?? 0;
    const y = c.y1[j] ?? 0;
    if (board && (x < board.minX || x > board.maxX || y < board.minY || y > board.maxY)) continue; // a panel frame's fiducial
    const list = near(x, y);
    if (!list) continue;
    let d = Infinity;
    for (const i of list) {
      d = Math.min(
        d,
        segmentDistance(
          c.x1[j] ?? 0,
          c.y1[j] ?? 0,
          c.x2[j] ?? 0,
          c.y2[j] ?? 0,
          lines[i] ?? 0,
          lines[i + 1] ?? 0,
          lines[i + 2] ?? 0,
          lines[i + 3] ?? 0,
        ),
      );
    }
    const gap = d - (c.r[j] ?? 0);
    if (gap <= 0.001 || gap >= EDGE_SEARCH_MM) continue;
    if (best === null || gap < best) best = gap;
  }
  return best;
}

/** The edge as straight pieces (arcs cut into 16 chords per half turn). */
function edgeLines(edge: Segment[]): number[] {
  const out: number[] = [];
  for (const segment of edge) {
    if (segment.kind === 'line') {
      out.push(segment.x1, segment.y1, segment.x2, segment.y2);
      continue;
    }
    const start = Math.atan2(segment.y1 - segment.cy, segment.x1 - segment.cx);
    const end = Math.atan2(segment.y2 - segment.cy, segment.x2 - segment.cx);
    const radius = Math.hypot(segment.x1 - segment.cx, segment.y1 - segment.cy);
    let sweep = end - start;
    const closed = segment.x1 === segment.x2 && segment.y1 === segment.y2;
    if (segment.clockwise) sweep = closed ? -2 * Math.PI : sweep >= 0 ? sweep - 2 * Math.PI : sweep;
    else sweep = closed ? 2 * Math.PI : sweep <= 0 ? sweep + 2 * Math.PI : sweep;
    const steps = Math.max(2, Math.ceil((16 * Math.abs(sweep)) / Math.PI));
    let px = segment.x1;
    let py = segment.y1;
    for (let k = 1; k <= steps; k++) {
      const angle = start + (sweep * k) / steps;
      const x = segment.cx + radius * Math.cos(angle);
      const y = segment.cy + radius * Math.sin(angle);
      out.push(px, py, x, y);
      px = x;
      py = y;
    }
  }
  return out;
}
