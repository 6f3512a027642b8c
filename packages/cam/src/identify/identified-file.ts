import type { BoardSide, DrillPlating, FileFormat, IdentifiedBy, LayerRole } from '../types.js';
import type { CadComments } from './cad-comments.js';

/** A file of the set with the role identification gave it, and how sure it is. */
export interface IdentifiedFile {
  name: string;
  bytes: Uint8Array;
  /** Decoded text; null for binary data. */
  text: string | null;
  format: FileFormat;
  role: LayerRole;
  side: BoardSide | null;
  identifiedBy: IdentifiedBy;
  how: string;
  plating?: DrillPlating;
  copperIndex?: number;
  /** How sure the identification is, 0…1 (X2 and a person's correction 1, CAD headers 0.95, names 0.8, content statistics less). */
  confidence: number;
  /** What the G04 comment header says (Gerber files only). */
  comments?: CadComments;
  /** Allegro etch layer name of a copper film (`TOP`, `L2_GND`, `LAYER 1`). */
  etchName?: string;
  /** A negative (plane) copper film. */
  plane?: boolean;
  /** Drill files named for a span of copper layers (`-1-4.drl`, `_L1-L6.drl`). */
  span?: { from: number; to: number };
  /** An Altium mechanical layer (`.GM3`) the name made a drawing beside a lower one; the drawings may still prove it the outline. */
  mechanicalLayer?: number;
}
