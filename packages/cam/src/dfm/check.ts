import { gerberImage, type ParsedBoard } from '../board.js';
import type { Hole } from '../analyze/drill.js';
import { round } from '../analyze/copper.js';
import type { NetPoint } from '../identify/ipc356.js';
import { now } from '../limits.js';
import type { DfmLayer, DfmReport } from '../types.js';
import { HAIRLINE_MM, toCapsules } from './capsules.js';
import { clearCutGap, planeClearance } from './clearance.js';
import { copperEdgeDistance, holeEdgeDistance, type EdgeDistance } from './edges.js';
import { annularRing, narrowestTrace, type Measured } from './features.js';
import { Nets } from './nets.js';
import { nearPairs, pickGap, type Gap } from './spacing.js';

export interface DfmInput {
  board: ParsedBoard;
  holes: Hole[];
  slots: Array<{ diameter: number; lengthMm: number }>;
  widthMm: number | null;
  heightMm: number | null;
  /** True when the edge is a real outline (copper- and hole-to-edge need one). */
  hasOutline: boolean;
  /** IPC-D-356 test points when the set has a netlist. */
  netPoints?: NetPoint[];
}

/**
 * The design-rule figures a factory compares with its capability table: per copper layer the narrowest
 * track and gap, the smallest plated and non-plated hole, the narrowest annular ring, hole-to-edge and
 * copper-to-edge, slots and the board size, each with where it was measured. Spacing runs on capsules in a
 * uniform grid (grid.ts, spacing.ts) and only between different nets (nets.ts): pieces of copper joined by
 * touching, by plated holes, and by the IPC-D-356 netlist when the set has one. Clearances cut with clear
 * polarity and the anti-pads of negative plane films are measured too (clearance.ts).
 */
export function checkDesignRules(input: DfmInput): DfmReport {
  const started = now();
  const copper = input.board.layers
    .filter((layer) => layer.role === 'copper' && gerberImage(layer))
    .sort((a, b) => (a.copperIndex ?? 0) - (b.copperIndex ?? 0));
  const edge = input.hasOutline ? input.board.outline : [];
  const walked = copper.map((layer) =>
    layer.plane
      ? nearPairs(toCapsules([]))
      : nearPairs(toCapsules(gerberImage(layer)!.objects, input.hasOutline ? input.board.boardBounds : null)),
  );
  const nets = new Nets(walked);
  const joinedHoles = nets.throughHoles(input.holes);
  const placedPoints = input.netPoints ? nets.byNetlist(input.netPoints) : 0;
  const layers: DfmLayer[] = [];
  let copperToEdge = null as EdgeDistance | null;
  copper.forEach((layer, l) => {
    const objects = gerberImage(layer)!.objects;
    const pairs = walked[l]!;
    const trace = narrowestTrace(objects);
    const gaps = layer.plane ? null : pickGap(pairs, nets.sameNet(l));
    const cut = layer.plane
      ? planeClearance(objects, input.holes)
      : clearCutGap(objects, pairs, input.board.boardBounds);
    const gap = narrower(gaps?.gap ?? null, cut);
    layers.push({
      file: layer.name,
      index: layer.copperIndex ?? 0,
      side: layer.side,
      plane: layer.plane === true,
      minTraceMm: trace === null ? null : round(trace.mm),
      traceAt: trace && { x: round(trace.x, 2), y: round(trace.y, 2) },
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
          ? 'negative (plane) film: the anti-pads over plated holes, (opening − hole) ÷ 2'
          : cut && gap === cut
            ? 'a clearance cut with clear polarity round a pad or track, between nets'
            : 'gaps between tracks, pads and pours of different nets',
    });
    if (edge.length > 0 && !layer.plane) {
      const distance = copperEdgeDistance(pairs.capsules, edge, input.board.boardBounds);
      if (distance !== null && (copperToEdge === null || distance.mm < copperToEdge.mm)) copperToEdge = distance;
    }
  });
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
    minAnnularRingMm: ring === null ? null : round(ring.mm),
    minAnnularRingAt: at(ring),
    minHoleToEdgeMm: holeToEdge === null ? null : round(holeToEdge.mm),
    minHoleToEdgeAt: at(holeToEdge),
    minCopperToEdgeMm: copperToEdge === null ? null : round(copperToEdge.mm),
    minCopperToEdgeAt: at(copperToEdge),
    nets: {
      source: placedPoints > 0 ? 'netlist' : 'connectivity',
      platedHolesJoining: joinedHoles,
      netlistPadsPlaced: placedPoints,
    },
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
        'narrowest gap of 0.05 mm or more between copper of different nets, per layer: shapes that touch, ' +
        "meet in a plated hole or share an IPC-D-356 net are one net; clear-polarity cuts and negative planes' anti-pads " +
        'measured; gaps of 0.4 mm and more not looked for',
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

function narrower(a: Gap | null, b: Gap | null): Gap | null {
  if (!a) return b;
  if (!b) return a;
  return b.gapMm < a.gapMm ? b : a;
}

function at(measured: Measured | EdgeDistance | null): { x: number; y: number } | null {
  return measured && { x: round(measured.x, 2), y: round(measured.y, 2) };
}
