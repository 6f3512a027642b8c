import type { CamWarning } from '../types.js';
import type { NumberFormat } from '../gerber/coordinate.js';

export interface DrillTool {
  code: number;
  diameter: number;
  /** From `;TYPE=PLATED` / `;TYPE=NON_PLATED` comments (Altium) when the file says. */
  plating?: 'plated' | 'non-plated';
}

export interface DrillHit {
  x: number;
  y: number;
  tool: number;
}

/** A routed or G85 slot: the tool's centre path as a flat x,y list (mm). */
export interface DrillSlot {
  tool: number;
  points: number[];
}

export interface DrillImage {
  format: 'excellon';
  units: 'mm' | 'in';
  tools: Map<number, DrillTool>;
  hits: DrillHit[];
  slots: DrillSlot[];
  fileAttributes: Record<string, string>;
  numberFormat: NumberFormat;
  /** Whether units and zero suppression were written in the header or had to be inferred. */
  formatSource: 'declared' | 'inferred';
  warnings: CamWarning[];
  commands: number;
  complete: boolean;
}

export interface ExcellonOptions {
  file?: string;
  /** Overrides for a re-read when the inferred format puts the holes off the board. */
  units?: 'mm' | 'in';
  numberFormat?: NumberFormat;
  maxCommands?: number;
  maxMillis?: number;
}
