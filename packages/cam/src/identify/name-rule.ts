import type { BoardSide, LayerRole } from '../types.js';

export type CadTool =
  | 'kicad'
  | 'altium'
  | 'eagle'
  | 'eagle-legacy'
  | 'easyeda'
  | 'geda'
  | 'orcad'
  | 'pads'
  | 'mentor'
  | 'fab3000'
  | 'zuken'
  | 'diptrace'
  | 'cam350'
  | 'generic';

export interface NameRule {
  /** Tested against the lower-cased file name without folders. */
  pattern: RegExp;
  role: LayerRole;
  side: BoardSide | null;
  cad: CadTool[];
}

export const rule = (pattern: RegExp, role: LayerRole, side: BoardSide | null, ...cad: CadTool[]): NameRule => ({
  pattern,
  role,
  side,
  cad,
});
