import type { DrillPlating } from '../types.js';
import { baseName } from './filename.js';
import type { IdentifiedFile } from './identified-file.js';

/** A drill program in a binary format (EIA RS-244 tape, Protel's binary .DRL): a drill file, not read. */
export function binaryDrill(
  base: Pick<IdentifiedFile, 'name' | 'bytes' | 'text' | 'format'>,
  name: string,
): IdentifiedFile {
  return {
    ...base,
    role: 'drill',
    side: 'all',
    identifiedBy: 'file-name',
    how: `binary data under a drill file's name "${baseName(name)}": a drill program in a binary format (EIA), not read`,
    confidence: 0.7,
  };
}

/**
 * Altium numbers its mechanical layers .GM1 … .GM32; when a set has several, the lowest is the board
 * outline (mechanical 1 by convention) and the others are drawings (assembly, dimensions, fab notes).
 */
export function demoteMechanicalLayers(files: IdentifiedFile[]): IdentifiedFile[] {
  const mechanical = files.flatMap((file) => {
    const number = /\.gm(\d+)$/i.exec(file.name);
    return number && file.role === 'outline' && file.identifiedBy === 'file-name'
      ? [{ file, number: Number(number[1]) }]
      : [];
  });
  if (mechanical.length < 2) return files;
  const lowest = Math.min(...mechanical.map((m) => m.number));
  for (const { file, number } of mechanical) {
    if (number === lowest) continue;
    file.mechanicalLayer = number;
    file.role = 'drawing';
    file.side = null;
    file.how += `; mechanical layer ${number} beside mechanical layer ${lowest}: a drawing`;
  }
  return files;
}

/** `ncdrill-1-4.drl`, `arena_L1-L6.drl`, `board-2-3.drl`: a drill file for a span of copper layers. */
export function spanFromName(name: string): { from: number; to: number } | undefined {
  const base = baseName(name).replace(/\.[a-z0-9]+$/i, '');
  let span: { from: number; to: number } | undefined;
  for (const match of base.matchAll(/(?:^|[-_ .])L?(\d{1,2})-L?(\d{1,2})(?=$|[-_ .])/gi)) {
    const from = Number(match[1]);
    const to = Number(match[2]);
    if (from >= 1 && to > from && to <= 64) span = { from, to };
  }
  return span;
}

export function platingFromName(name: string): DrillPlating | undefined {
  const base = baseName(name).toLowerCase();
  if (/npth|unplated|non[-_ ]?plated|nonplated/.test(base)) return 'non-plated';
  if (/(^|[^n])pth|plated/.test(base)) return 'plated';
  return undefined;
}
