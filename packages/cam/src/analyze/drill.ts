import { drillImage, gerberImage, type ParsedLayer } from '../board.js';
import type { DrillImage } from '../excellon/types.js';
import type { DrillPlating, DrillSummary } from '../types.js';
import { round } from './copper.js';

export interface Hole {
  x: number;
  y: number;
  diameter: number;
  plated: boolean;
}

/** Every hole of the set with its plating: Excellon hits and the flashes of Gerber drill files (X2). */
export function collectHoles(layers: ParsedLayer[]): {
  holes: Hole[];
  slots: number;
  slotSizes: number[];
  slotShapes: Array<{ diameter: number; lengthMm: number }>;
} {
  const holes: Hole[] = [];
  let slots = 0;
  const slotSizes: number[] = [];
  const slotShapes: Array<{ diameter: number; lengthMm: number }> = [];
  for (const layer of layers) {
    if (layer.role !== 'drill') continue;
    const excellon = drillImage(layer);
    if (excellon) {
      for (const hit of excellon.hits) {
        const tool = excellon.tools.get(hit.tool);
        holes.push({ x: hit.x, y: hit.y, diameter: tool?.diameter ?? 0, plated: isPlated(layer, tool?.plating) });
      }
      slots += excellon.slots.length;
      for (const slot of excellon.slots) {
        const diameter = excellon.tools.get(slot.tool)?.diameter ?? 0;
        slotSizes.push(diameter);
        let length = 0;
        for (let i = 0; i + 3 < slot.points.length; i += 2) {
          length += Math.hypot(
            (slot.points[i + 2] ?? 0) - (slot.points[i] ?? 0),
            (slot.points[i + 3] ?? 0) - (slot.points[i + 1] ?? 0),
          );
        }
        slotShapes.push({ diameter, lengthMm: length + diameter });
      }
      continue;
    }
    const gerber = gerberImage(layer);
    for (const object of gerber?.objects ?? []) {
      if (object.kind === 'flash') {
        const diameter = object.aperture.box.maxX - object.aperture.box.minX;
        holes.push({ x: object.x, y: object.y, diameter, plated: layer.plating !== 'non-plated' });
      } else if (object.kind !== 'region') {
        slots++;
        const diameter = object.aperture.box.maxX - object.aperture.box.minX;
        slotSizes.push(diameter);
        slotShapes.push({ diameter, lengthMm: Math.hypot(object.x2 - object.x1, object.y2 - object.y1) + diameter });
      }
    }
  }
  return { holes, slots, slotSizes, slotShapes };
}

function isPlated(layer: ParsedLayer, toolPlating: 'plated' | 'non-plated' | undefined): boolean {
  if (toolPlating) return toolPlating === 'plated';
  return layer.plating !== 'non-plated';
}

/** The file's plating when only its tools say (Altium's `;TYPE=` sections). */
export function platingOfTools(image: DrillImage): DrillPlating | undefined {
  const kinds = new Set([...image.tools.values()].map((tool) => tool.plating));
  if (kinds.size === 1 && kinds.has('plated')) return 'plated';
  if (kinds.size === 1 && kinds.has('non-plated')) return 'non-plated';
  if (kinds.has('plated') && kinds.has('non-plated')) return 'mixed';
  return undefined;
}

export function summarizeDrill(holes: Hole[], slots: number, slotSizes: number[]): DrillSummary {
  const sizes = [
    ...new Set([...holes.map((hole) => hole.diameter), ...slotSizes].filter((d) => d > 0).map((d) => round(d))),
  ];
  sizes.sort((a, b) => a - b);
  return {
    hits: holes.length,
    platedHits: holes.filter((hole) => hole.plated).length,
    nonPlatedHits: holes.filter((hole) => !hole.plated).length,
    sizesMm: sizes,
    minHoleMm: sizes[0] ?? null,
    maxHoleMm: sizes[sizes.length - 1] ?? null,
    slots,
  };
}
