import type { NumberFormat } from '../gerber/coordinate.js';

/** The number format Allegro / OrCAD write beside drill files that carry no M48 header. */
export interface DrillSidecarFormat {
  file: string;
  units: 'mm' | 'in';
  numberFormat: NumberFormat;
}

/** True for Allegro's `nc_param.txt` (`INTEGER-PLACES 2`, `OUTPUT-UNITS ENGLISH` …). */
export function looksLikeNcParam(text: string): boolean {
  return /^INTEGER-PLACES\s+\d/m.test(text) && /^DECIMAL-PLACES\s+\d/m.test(text);
}

export function readNcParam(file: string, text: string): DrillSidecarFormat | null {
  const value = (key: string): string | undefined => new RegExp(`^${key}\\s+(\\S+)`, 'm').exec(text)?.[1];
  const integer = Number(value('INTEGER-PLACES'));
  const decimal = Number(value('DECIMAL-PLACES'));
  if (!Number.isInteger(integer) || !Number.isInteger(decimal)) return null;
  const units = /^METRIC/i.test(value('OUTPUT-UNITS') ?? '') ? 'mm' : 'in';
  // With neither kind of zero left out the digits are full width and either alignment reads them.
  const omitted = /^YES/i.test(value('SUPPRESS-TRAIL-ZEROES') ?? '') ? 'trailing' : 'leading';
  return { file, units, numberFormat: { integer, decimal, omitted } };
}

/** A drill file that says nothing of its own units or zeros (no M48 / INCH / METRIC / FORMAT line). */
export function declaresNoFormat(text: string): boolean {
  const head = text.slice(0, 8000);
  return !/^\s*(M48|INCH|METRIC|M71|M72)\b/m.test(head) && !/FILE_FORMAT|FORMAT\s*=?\s*\{/i.test(head);
}

const TOOL_UNITS: Record<string, number> = { MILS: 0.0254, MIL: 0.0254, MM: 1, INCH: 25.4, INCHES: 25.4 };

/**
 * Allegro writes its tool table as comments when there is no M48 header:
 * `;T01 Holesize 1. = 12.000000 Tolerance = +0.000000/-0.000000 PLATED MILS Quantity = 241`.
 */
export function readAllegroToolComment(
  line: string,
): { code: number; diameter: number; plating: 'plated' | 'non-plated' } | null {
  const match =
    /^;\s*T(\d+)\s+Holesize\s+[\d.]+\s*=\s*([\d.]+).*?\b(NON_PLATED|PLATED)\s+(MILS?|MM|INCH(?:ES)?)\b/i.exec(line);
  if (!match) return null;
  const scale = TOOL_UNITS[(match[4] ?? '').toUpperCase()] ?? 0;
  const diameter = Number(match[2]) * scale;
  if (!(diameter > 0)) return null;
  return { code: Number(match[1]), diameter, plating: /^NON/i.test(match[3] ?? '') ? 'non-plated' : 'plated' };
}
