import { gerberImage, type ParsedLayer } from '../board.js';
import { centreBounds, emptyBounds } from '../geometry/bbox.js';
import { HAIRLINE_MM } from '../dfm/capsules.js';
import { strokeWidth } from '../gerber/aperture.js';
import type { Bounds } from '../types.js';

export interface CopperFacts {
  layers: number;
  /** Extent of the copper layers' centre-lines and pad centres. */
  extent: Bounds;
  /** Copper pad centres (flashes) as a flat x,y list, at most ~20 000 of them: what a board contour must hold. */
  pads: number[];
  minTraceMm: number | null;
  minTraceHow: string;
}

/** Layer count, copper extent and the narrowest line drawn on copper. */
export function copperFacts(layers: ParsedLayer[]): CopperFacts {
  const copper = layers.filter((layer) => layer.role === 'copper' && gerberImage(layer));
  const extent = emptyBounds();
  const pads: number[] = [];
  const flashCount = copper.reduce((sum, layer) => sum + (gerberImage(layer)?.objects.length ?? 0), 0);
  const stride = Math.max(1, Math.ceil(flashCount / 20_000));
  let seen = 0;
  let narrowest: { width: number; file: string } | null = null;
  let narrowestConductor: { width: number; file: string } | null = null;
  for (const layer of copper) {
    const image = gerberImage(layer);
    if (!image) continue;
    centreBounds(image.objects, extent);
    for (const object of image.objects) {
      if (object.kind === 'flash' && object.dark && seen++ % stride === 0) pads.push(object.x, object.y);
      if (object.kind === 'flash' || object.kind === 'region' || !object.dark) continue;
      const width = strokeWidth(object.aperture);
      if (!(width >= HAIRLINE_MM)) continue; // drawing hairlines (Allegro draws the outline on copper films with them)
      if (!narrowest || width < narrowest.width) narrowest = { width, file: layer.name };
      const conductor = object.aperture.function?.startsWith('Conductor');
      if (conductor && (!narrowestConductor || width < narrowestConductor.width)) {
        narrowestConductor = { width, file: layer.name };
      }
    }
  }
  const chosen = narrowestConductor ?? narrowest;
  const how = narrowestConductor
    ? `narrowest stroke with X2 .AperFunction,Conductor (${narrowestConductor.file})`
    : narrowest
      ? `narrowest aperture drawing a line (D01) on copper (${narrowest.file}), ` +
        `lines under ${HAIRLINE_MM} mm left out as drawing hairlines; copper text or hatched pours count too`
      : 'no line is drawn on copper';
  return {
    layers: copper.length,
    extent,
    pads,
    minTraceMm: chosen ? round(chosen.width) : null,
    minTraceHow: how,
  };
}

export function round(value: number, digits = 3): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
