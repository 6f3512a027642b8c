import { findHeader } from './csv.js';
import type { AssemblyIssue } from './types.js';

export interface BomLine {
  /** 1-based row in the file. */
  row: number;
  designators: string[];
  quantity: number;
  partNumber: string;
  footprint: string;
}

export interface Bom {
  lines: BomLine[];
  /** Sum of the lines' quantities. */
  parts: number;
  /** Distinct part numbers (a line without one counts as its own). */
  uniqueParts: number;
  errors: AssemblyIssue[];
}

type BomColumn = 'designator' | 'quantity' | 'partNumber' | 'footprint' | 'value';

/** Column names as KiCad, Altium, Eagle, EasyEDA/JLCPCB and spreadsheets write them (see headerKey). */
export const BOM_COLUMNS: Record<BomColumn, string[]> = {
  designator: [
    'designator',
    'designators',
    'reference',
    'references',
    'ref',
    'refs',
    'refdes',
    'partreference',
    'parts',
    '位号',
  ],
  quantity: ['quantity', 'qty', 'count', 'amount', '数量', '數量'],
  partNumber: [
    'partnumber',
    'mpn',
    'manufacturerpartnumber',
    'mfrpartnumber',
    'mfrpart',
    'manufacturerpart',
    'partno',
    'pn',
    'lcsc',
    'lcscpart',
    'supplierpart',
    '型号',
    '料号',
  ],
  footprint: ['footprint', 'package', 'pattern', 'case', 'packagecase', '封装'],
  value: ['value', 'comment', 'description', 'val', '值'],
};

const MAX_RANGE = 1000;

/** "R1, R2 R5-R7;C3" → R1 R2 R5 R6 R7 C3 (a range keeps one prefix and grows by one). */
export function splitDesignators(text: string): string[] | null {
  const out: string[] = [];
  for (const token of text.split(/[\s,;]+/).filter(Boolean)) {
    const range = /^([A-Za-z_]+)(\d+)-(?:\1)?(\d+)$/.exec(token);
    if (range) {
      const from = Number(range[2]);
      const to = Number(range[3]);
      if (to < from || to - from > MAX_RANGE) return null;
      for (let n = from; n <= to; n++) out.push(`${range[1]}${n}`);
    } else out.push(token);
  }
  return out;
}

/**
 * Reads a BOM from its rows (CSV or the first sheet of an xlsx): designator, quantity, part number, footprint.
 * Each problem names its row and column. A line's quantity, when given, must be a whole number ≥ 1; without a
 * quantity column the designators are counted; without a designator column the quantities are.
 */
export function parseBom(rows: string[][]): Bom {
  const errors: AssemblyIssue[] = [];
  const header = findHeader(rows, BOM_COLUMNS, 2);
  const columns = header?.columns ?? {};
  if (!header || (columns.designator === undefined && columns.quantity === undefined)) {
    return {
      lines: [],
      parts: 0,
      uniqueParts: 0,
      errors: [{ key: 'bom.noHeader', row: 1, values: { columns: 'Designator, Quantity, Part Number, Footprint' } }],
    };
  }
  const lines: BomLine[] = [];
  for (let r = header.row + 1; r < rows.length; r++) {
    const cells = rows[r]!;
    const cell = (name: BomColumn) => (columns[name] === undefined ? '' : (cells[columns[name]] ?? '').trim());
    if (cells.every((c) => c.trim() === '')) continue;
    const row = r + 1;
    const designators = splitDesignators(cell('designator'));
    if (designators === null) {
      errors.push({ key: 'bom.badRange', row, column: 'designator', values: { value: cell('designator') } });
      continue;
    }
    let quantity = designators.length;
    if (columns.quantity !== undefined) {
      const text = cell('quantity');
      if (!/^\d+(\.0+)?$/.test(text) || Number(text) < 1) {
        errors.push({ key: 'bom.badQuantity', row, column: 'quantity', values: { value: text } });
        continue;
      }
      quantity = Number(text);
    } else if (designators.length === 0) {
      errors.push({ key: 'bom.noDesignator', row, column: 'designator', values: {} });
      continue;
    }
    lines.push({
      row,
      designators,
      quantity,
      partNumber: cell('partNumber') || cell('value'),
      footprint: cell('footprint'),
    });
  }
  const numbers = new Set<string>();
  let unnamed = 0;
  for (const line of lines) {
    if (line.partNumber) numbers.add(line.partNumber.toLowerCase());
    else unnamed++;
  }
  return {
    lines,
    parts: lines.reduce((sum, line) => sum + line.quantity, 0),
    uniqueParts: numbers.size + unnamed,
    errors,
  };
}
