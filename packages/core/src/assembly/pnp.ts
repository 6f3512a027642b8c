import { findHeader } from './csv.js';
import type { AssemblyIssue, AssemblySideName } from './types.js';

export interface Placement {
  row: number;
  designator: string;
  /** mm */
  x: number;
  y: number;
  rotation: number;
  side: AssemblySideName;
}

export interface PickAndPlace {
  placements: Placement[];
  top: number;
  bottom: number;
  errors: AssemblyIssue[];
}

type PnpColumn = 'designator' | 'x' | 'y' | 'rotation' | 'side';

/** Column names of KiCad `.pos` CSV, Altium Pick Place, Eagle mountsmd, EasyEDA/JLCPCB CPL (see headerKey). */
export const PNP_COLUMNS: Record<PnpColumn, string[]> = {
  designator: ['designator', 'ref', 'reference', 'refdes', 'part', 'name', '位号'],
  x: ['midx', 'posx', 'centerx', 'x', 'refx', 'locationx', 'xcoord'],
  y: ['midy', 'posy', 'centery', 'y', 'refy', 'locationy', 'ycoord'],
  rotation: ['rotation', 'rot', 'angle', 'orientation', '角度'],
  side: ['layer', 'side', 'tb', 'mountside', '层'],
};

const SIDES: Record<string, AssemblySideName> = {
  top: 'top',
  t: 'top',
  toplayer: 'top',
  front: 'top',
  f: 'top',
  component: 'top',
  顶层: 'top',
  bottom: 'bottom',
  b: 'bottom',
  bot: 'bottom',
  bottomlayer: 'bottom',
  back: 'bottom',
  solder: 'bottom',
  底层: 'bottom',
};

/** "12.5mm" / "492mil" / "12,5" → mm; anything else is null. */
export function lengthMm(text: string): number | null {
  const match = /^(-?\d+(?:[.,]\d+)?)\s*(mm|mil|mils|in)?$/i.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]!.replace(',', '.'));
  const unit = (match[2] ?? 'mm').toLowerCase();
  return unit === 'mm' ? value : unit === 'in' ? value * 25.4 : value * 0.0254;
}

/**
 * Reads a pick-and-place (centroid) file: designator, x, y, rotation, side. A file without a side column puts
 * everything on top. Each problem names its row and column; a designator placed twice is an error on the second.
 */
export function parsePickAndPlace(rows: string[][]): PickAndPlace {
  const errors: AssemblyIssue[] = [];
  const header = findHeader(rows, PNP_COLUMNS, 3);
  const columns = header?.columns ?? {};
  const missing = (['designator', 'x', 'y'] as const).filter((name) => columns[name] === undefined);
  if (!header || missing.length > 0) {
    return {
      placements: [],
      top: 0,
      bottom: 0,
      errors: [
        {
          key: 'pnp.noHeader',
          row: (header?.row ?? 0) + 1,
          values: { columns: 'Designator, Mid X, Mid Y, Rotation, Layer' },
        },
      ],
    };
  }
  const placements: Placement[] = [];
  const seen = new Set<string>();
  for (let r = header.row + 1; r < rows.length; r++) {
    const cells = rows[r]!;
    if (cells.every((c) => c.trim() === '')) continue;
    const row = r + 1;
    const cell = (name: PnpColumn) => (columns[name] === undefined ? '' : (cells[columns[name]] ?? '').trim());
    const designator = cell('designator');
    if (!designator) {
      errors.push({ key: 'pnp.noDesignator', row, column: 'designator', values: {} });
      continue;
    }
    const x = lengthMm(cell('x'));
    const y = lengthMm(cell('y'));
    const rotationText = cell('rotation');
    const rotation = rotationText === '' ? 0 : Number(rotationText.replace(',', '.'));
    const sideText = cell('side').toLowerCase().replace(/\s/g, '');
    const side = columns.side === undefined ? 'top' : SIDES[sideText];
    const bad =
      x === null
        ? 'x'
        : y === null
          ? 'y'
          : !Number.isFinite(rotation)
            ? 'rotation'
            : side === undefined
              ? 'side'
              : null;
    if (bad) {
      errors.push({
        key: 'pnp.badValue',
        row,
        column: bad,
        values: { value: bad === 'side' ? cell('side') : cell(bad) },
      });
      continue;
    }
    if (seen.has(designator.toLowerCase())) {
      errors.push({ key: 'pnp.duplicate', row, column: 'designator', values: { designator } });
      continue;
    }
    seen.add(designator.toLowerCase());
    placements.push({ row, designator, x: x!, y: y!, rotation, side: side! });
  }
  return {
    placements,
    top: placements.filter((p) => p.side === 'top').length,
    bottom: placements.filter((p) => p.side === 'bottom').length,
    errors,
  };
}
