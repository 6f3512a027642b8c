import type ExcelJS from 'exceljs';

/** exceljs (30 MB) is loaded by the first workbook, not by every server start. */
const exceljs = () => import('exceljs').then((module) => module.default);

/** A cell to write: text, a number given as decimal text, a point in time, or empty. */
export type Cell = string | { number: string } | { date: Date } | null;

export interface SheetToWrite {
  name: string;
  rows: ReadonlyArray<ReadonlyArray<Cell>>;
  /** Column widths in characters. */
  widths?: readonly number[];
  /** Rows (1-based) drawn bold: headers. */
  boldRows?: readonly number[];
  /** Excel number formats by column (`#,##0.00`, `yyyy-mm-dd hh:mm:ss`), applied below the first row. */
  formats?: readonly (string | undefined)[];
}

const cellValue = (cell: Exclude<Cell, null>): ExcelJS.CellValue =>
  typeof cell === 'string' ? cell : 'date' in cell ? cell.date : Number(cell.number);

/** The one Excel writer of the project (exceljs): sheets of text and numbers as an .xlsx file. */
export async function writeWorkbook(sheets: readonly SheetToWrite[]): Promise<Buffer> {
  const workbook = new (await exceljs()).Workbook();
  workbook.creator = 'PCB Union';
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name.slice(0, 31).replace(/[\\/?*[\]:]/g, '_') || 'Sheet1');
    sheet.rows.forEach((row, r) => {
      const line = worksheet.getRow(r + 1);
      row.forEach((cell, c) => {
        if (cell === null || cell === '') return;
        const target = line.getCell(c + 1);
        target.value = cellValue(cell);
        const format = r > 0 ? sheet.formats?.[c] : undefined;
        if (format) target.numFmt = format;
      });
      if (sheet.boldRows?.includes(r + 1)) line.font = { bold: true };
    });
    sheet.widths?.forEach((width, i) => {
      worksheet.getColumn(i + 1).width = width;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface SheetRead {
  name: string;
  /** Every row as text cells (numbers as Excel wrote them, formulas as their result), trailing empties kept short. */
  rows: string[][];
}

/**
 * Reads an .xlsx; throws `NotAWorkbook` when the bytes are not one. `limits` stops each sheet at so many rows and
 * columns (a file sent by a user).
 */
export async function readWorkbook(
  bytes: Buffer,
  limits: { rows?: number; columns?: number } = {},
): Promise<SheetRead[]> {
  const workbook = new (await exceljs()).Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new NotAWorkbook();
  }
  const maxRows = limits.rows ?? Infinity;
  const maxColumns = limits.columns ?? Infinity;
  return workbook.worksheets.map((worksheet) => {
    const rows: string[][] = [];
    worksheet.eachRow({ includeEmpty: true }, (row, number) => {
      if (number > maxRows) return;
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        if (column <= maxColumns) cells[column - 1] = textOf(cell.value);
      });
      rows[number - 1] = Array.from(cells, (cell) => cell ?? '');
    });
    return { name: worksheet.name, rows: Array.from(rows, (row) => row ?? []) };
  });
}

export class NotAWorkbook extends Error {
  constructor() {
    super('not an Excel workbook');
  }
}

function textOf(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('result' in value) return textOf(value.result as ExcelJS.CellValue);
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('text' in value) return String(value.text).trim();
  return '';
}
