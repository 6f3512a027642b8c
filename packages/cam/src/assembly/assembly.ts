import { gerberImage, type ParsedLayer } from '../board.js';
import { emptyBounds, extendByObject, isEmpty } from '../geometry/bbox.js';
import { round } from '../analyze/copper.js';
import type { Hole } from '../analyze/drill.js';
import type { AssemblyFacts, AssemblySide } from '../types.js';
import { boxOf, clusterPads, type PadCluster } from './cluster.js';
import { maskSmdPads, pastePads, type Pad } from './pads.js';

/** A plated hole smaller than this is a via, not a component lead (leads are ≥ 0.6 mm in practice). */
export const VIA_MAX_MM = 0.55;

/**
 * What assembly and the stencil need from a Gerber set: per side the SMD pads (paste openings), the parts they
 * make (`clusterPads`), the number of distinct pad patterns (a floor for unique parts), the paste extent; and
 * the through-hole joints from the plated drills. Without a paste file the mask's hole-less openings stand in
 * (`source: 'mask'`, said in `how`).
 */
export function assemblyFacts(layers: ParsedLayer[], holes: Hole[]): AssemblyFacts {
  const hasPaste = layers.some(
    (layer) => layer.role === 'solderpaste' && (gerberImage(layer)?.objects.length ?? 0) > 0,
  );
  const source: AssemblyFacts['source'] = hasPaste
    ? 'paste'
    : layers.some((l) => l.role === 'soldermask')
      ? 'mask'
      : 'none';
  const padsOf = (side: 'top' | 'bottom') =>
    source === 'paste' ? pastePads(layers, side) : source === 'mask' ? maskSmdPads(layers, side) : [];
  const top = describeSide(padsOf('top'));
  const bottom = describeSide(padsOf('bottom'));
  const tht = throughHoleJoints(holes, layers);
  const from =
    source === 'paste'
      ? `paste openings of ${layers
          .filter((l) => l.role === 'solderpaste')
          .map((l) => l.name)
          .join(', ')}`
      : source === 'mask'
        ? 'no paste file: the solder-mask openings that sit on no drill hole stand in for the paste openings (touching strokes joined into one opening)'
        : 'no paste and no solder-mask file';
  return {
    source,
    sides: [...(top.pads > 0 ? ['top' as const] : []), ...(bottom.pads > 0 ? ['bottom' as const] : [])],
    top,
    bottom,
    throughHoleJoints: tht.joints,
    how: {
      pads: `${from}; one pad per opening (repeats at one place counted once)`,
      parts:
        'pads clustered into parts: pin rows of elongated pads, facing rows and four-sided rings, ball grids, ' +
        'pads inside a part, mutual-nearest pairs of equal pads, leftovers joined to the nearest part within twice their size',
      footprints:
        'distinct pad patterns among the parts (pad count and pad shapes): a floor for the number of unique parts',
      pasteExtentMm: "the box around the side's paste openings",
      throughHoleJoints: tht.how,
    },
  };
}

function describeSide(pads: Pad[]): AssemblySide {
  if (pads.length === 0)
    return { pads: 0, parts: 0, footprints: 0, pasteExtentMm: null, partsBy: { pins: 0, grid: 0, pair: 0, single: 0 } };
  const clusters = clusterPads(pads);
  const box = boxOf(
    pads,
    pads.map((_, i) => i),
  );
  const partsBy = { pins: 0, grid: 0, pair: 0, single: 0 };
  for (const cluster of clusters) partsBy[cluster.how]++;
  return {
    pads: pads.length,
    parts: clusters.length,
    footprints: new Set(clusters.map((cluster) => patternOf(pads, cluster))).size,
    pasteExtentMm: {
      minX: round(box.minX),
      minY: round(box.minY),
      maxX: round(box.maxX),
      maxY: round(box.maxY),
      widthMm: round(box.maxX - box.minX),
      heightMm: round(box.maxY - box.minY),
    },
    partsBy,
  };
}

function patternOf(pads: Pad[], cluster: PadCluster): string {
  return cluster.pads
    .map((i) => pads[i]!.key)
    .sort()
    .join('|');
}

/** Plated holes wider than this are mounting holes, not leads. */
export const MOUNTING_MIN_MM = 3;

/**
 * Through-hole joints: plated holes from 0.55 mm up to 3 mm (smaller ones are vias, larger ones mounting holes),
 * one solder joint each. When the set has a solder mask, a hole no mask opening covers (tented) is a via too.
 */
function throughHoleJoints(holes: Hole[], layers: ParsedLayer[]): { joints: number; how: string } {
  const openings = new Map<string, Array<{ minX: number; minY: number; maxX: number; maxY: number }>>();
  for (const layer of layers) {
    if (layer.role !== 'soldermask' || (layer.side !== 'top' && layer.side !== 'bottom')) continue;
    for (const object of gerberImage(layer)?.objects ?? []) {
      if (!object.dark || object.kind === 'region') continue;
      const box = emptyBounds();
      extendByObject(box, object);
      if (isEmpty(box) || box.maxX - box.minX > 10 || box.maxY - box.minY > 10) continue;
      for (let x = Math.floor(box.minX); x <= Math.floor(box.maxX); x++) {
        for (let y = Math.floor(box.minY); y <= Math.floor(box.maxY); y++) {
          const key = `${x},${y}`;
          openings.set(key, [...(openings.get(key) ?? []), box]);
        }
      }
    }
  }
  const opened = (hole: Hole) =>
    (openings.get(`${Math.floor(hole.x)},${Math.floor(hole.y)}`) ?? []).some(
      (box) => hole.x >= box.minX && hole.x <= box.maxX && hole.y >= box.minY && hole.y <= box.maxY,
    );
  const leads = holes.filter((hole) => hole.plated && hole.diameter >= VIA_MAX_MM && hole.diameter <= MOUNTING_MIN_MM);
  const useMask = openings.size > 0;
  const joints = useMask ? leads.filter(opened).length : leads.length;
  return {
    joints,
    how:
      `plated holes of ${VIA_MAX_MM}–${MOUNTING_MIN_MM} mm${useMask ? ' with a solder-mask opening over them' : ''}: ` +
      `${joints} of ${holes.filter((h) => h.plated).length} plated holes (the rest are vias or mounting holes), one joint each`,
  };
}
