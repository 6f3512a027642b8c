import { readDecimal, type NumberFormat } from '../gerber/coordinate.js';
import type { DrillImage } from './types.js';

export interface HeaderState {
  /** Set by Altium's `;TYPE=PLATED` / `;TYPE=NON_PLATED` comments for the tools that follow. */
  plating?: 'plated' | 'non-plated';
}

/** Comments that carry meaning: plating sections and X2 attributes (`; #@! TF.FileFunction,...`). */
export function readHeaderComment(line: string, header: HeaderState, attributes: Record<string, string>): void {
  const type = /;\s*TYPE\s*=\s*(NON[_-]?PLATED|PLATED)/i.exec(line);
  if (type) {
    header.plating = /^NON/i.test(type[1] ?? '') ? 'non-plated' : 'plated';
    return;
  }
  const x2 = /#@!\s*TF\.?([A-Za-z]+),(.*)$/.exec(line);
  if (x2?.[1]) attributes[x2[1]] = (x2[2] ?? '').trim();
}

/** `T01C0.0197`, `T1F00S00C0.0280`: the diameter follows C, in the file's units. Returns the tool number. */
export function readToolDefinition(
  line: string,
  scale: number,
  plating: HeaderState['plating'],
  image: DrillImage,
): number {
  const code = Number(/^T(\d+)/.exec(line)?.[1] ?? 0);
  const diameter = readDecimal(/C([\d.]+)/.exec(line)?.[1] ?? '') * scale;
  if (Number.isFinite(diameter)) {
    image.tools.set(code, plating ? { code, diameter, plating } : { code, diameter });
  }
  return code;
}

export interface DeclaredFormat {
  units?: 'mm' | 'in';
  omitted?: NumberFormat['omitted'];
  integer?: number;
  decimal?: number;
}

/** Reads what the header says about units, zeros and digits: `INCH,TZ`, `METRIC,LZ,000.000`, M71/M72, format comments. */
export function readFormatLine(line: string, into: DeclaredFormat): boolean {
  const unitLine = /^(INCH|METRIC)\b(.*)$/.exec(line);
  if (unitLine) {
    into.units = unitLine[1] === 'INCH' ? 'in' : 'mm';
    const rest = unitLine[2] ?? '';
    // Excellon names the zeros that are kept: LZ keeps leading ones (so trailing are left out), TZ the reverse.
    if (/\bLZ\b/.test(rest)) into.omitted = 'trailing';
    if (/\bTZ\b/.test(rest)) into.omitted = 'leading';
    const digits = /(0+)\.(0+)/.exec(rest);
    if (digits) {
      into.integer = digits[1]?.length ?? 0;
      into.decimal = digits[2]?.length ?? 0;
    }
    return true;
  }
  if (line === 'M71' || line === 'M72') {
    into.units = line === 'M71' ? 'mm' : 'in';
    return true;
  }
  const digits = /FILE_FORMAT\s*=\s*(\d):(\d)|FORMAT\s*=?\s*\{\s*(\d):(\d)/i.exec(line);
  if (digits) {
    into.integer = Number(digits[1] ?? digits[3]);
    into.decimal = Number(digits[2] ?? digits[4]);
    if (/keep zeros/i.test(line) && into.omitted === undefined) into.omitted = 'leading';
    if (/\b(metric|mm)\b/i.test(line)) into.units ??= 'mm';
    return true;
  }
  return false;
}

/**
 * When the header does not say which zeros were left out, the coordinates tell: writers that drop
 * leading zeros never start a number with 0, writers that drop trailing zeros never end one with 0.
 */
export function inferOmittedZeros(text: string): NumberFormat['omitted'] {
  let startsWithZero = 0;
  let endsWithZero = 0;
  let seen = 0;
  const pattern = /[XY][+-]?(\d{2,})(?![\d.])/g;
  for (let match = pattern.exec(text); match && seen < 5000; match = pattern.exec(text)) {
    const digits = match[1] ?? '';
    seen++;
    if (digits.startsWith('0')) startsWithZero++;
    if (digits.endsWith('0')) endsWithZero++;
  }
  if (startsWithZero === 0 && endsWithZero === 0) return 'leading';
  if (startsWithZero === 0) return 'leading';
  if (endsWithZero === 0) return 'trailing';
  return endsWithZero >= startsWithZero ? 'leading' : 'trailing';
}

export function completeFormat(
  declared: DeclaredFormat,
  units: 'mm' | 'in',
  omitted: NumberFormat['omitted'],
): NumberFormat {
  return {
    integer: declared.integer ?? (units === 'mm' ? 3 : 2),
    decimal: declared.decimal ?? (units === 'mm' ? 3 : 4),
    omitted,
  };
}
