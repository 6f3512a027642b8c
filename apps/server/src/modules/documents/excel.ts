import ExcelJS from 'exceljs';

/** A cell to write: text, a number given as decimal text, or empty. */
export type Cell = string | { number: string } | null;

export interface SheetToWrite {
  name: string;
  rows: ReadonlyArray<ReadonlyArray<Cell>>;
  /** Column widths in characters. */
  widths?: readonly number[];
  /** Rows (1-based) drawn bold: headers. */
  boldRows?: readonly number[];
}

/** The one Excel writer of the project (exceljs): sheets of text and numbers as an .xlsx file. */
export async function writeWorkbook(sheets: readonly SheetToWrite[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'PCB Union';
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name.slice(0, 31).replace(/[\\/?*[\]:]/g, '_') || 'Sheet1');
    sheet.rows.forEach((row, r) => {
      const line = worksheet.getRow(r + 1);
      row.forEach((cell, c) => {
        if (cell === null || cell === '') return;
        line.getCell(c + 1).value = typeof cell === 'string' ? cell : Number(cell.number);
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

/** Reads an .xlsx; throws `NotAWorkbook` when the bytes are not one. */
export async function readWorkbook(bytes: Buffer): Promise<SheetRead[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new NotAWorkbook();
  }
  return workbook.worksheets.map((worksheet) => {
    const rows: string[][] = [];
    worksheet.eachRow({ includeEmpty: true }, (row, number) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = textOf(cell.value);
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
  if ('richText' in value) return value.richText.map((part) => part.text).join('').trim();
  if ('text' in value) return String(value.text).trim();
  return '';
}
