import type { DrillImage } from './excellon/types.js';
import type { GerberImage, GraphicObject, Segment } from './gerber/types.js';
import type { CadComments } from './identify/cad-comments.js';
import type { BoardSide, Bounds, DrillPlating, FileFormat, IdentifiedBy, LayerRole } from './types.js';

/** One file of the set, identified and parsed: what the analysis measures and the renderer draws. */
export interface ParsedLayer {
  name: string;
  role: LayerRole;
  side: BoardSide | null;
  format: FileFormat;
  identifiedBy: IdentifiedBy;
  how: string;
  plating?: DrillPlating;
  copperIndex?: number;
  confidence: number;
  comments?: CadComments;
  etchName?: string;
  plane?: boolean;
  span?: { from: number; to: number };
  mechanicalLayer?: number;
  /** What the file draws, in words (pads, lines, pads on holes): part of its evidence. */
  drawn?: string;
  image: GerberImage | DrillImage | null;
}

/** The parsed Gerber set plus the board shape the analysis settled on. */
export interface ParsedBoard {
  layers: ParsedLayer[];
  /** Board rectangle (outline centre-lines, or the copper extent when there is no outline). */
  boardBounds: Bounds | null;
  /** Outline strokes kept as the board edge (stray marks left out). */
  outline: Segment[];
}

export function gerberImage(layer: ParsedLayer): GerberImage | null {
  return layer.image?.format === 'gerber' ? layer.image : null;
}

export function drillImage(layer: ParsedLayer): DrillImage | null {
  return layer.image?.format === 'excellon' ? layer.image : null;
}

/** The parsed layers of one role, on one side when `side` is given. */
export function layersOf(layers: ParsedLayer[], role: LayerRole, side?: BoardSide): ParsedLayer[] {
  return layers.filter(
    (layer) => layer.role === role && layer.image !== null && (side === undefined || layer.side === side),
  );
}

/** The Gerber objects of every layer of one role and side, in file order. */
export function objectsOf(layers: ParsedLayer[], role: LayerRole, side: BoardSide): GraphicObject[] {
  return layersOf(layers, role, side).flatMap((layer) => gerberImage(layer)?.objects ?? []);
}

/** A Gerber layer that draws anything at all. */
export function hasContent(layer: ParsedLayer): boolean {
  return (gerberImage(layer)?.objects.length ?? 0) > 0;
}
