import { writeWorkbook, type Cell } from '../../../platform/documents/index.js';

export type { Cell };

/** The quotation table as a one-sheet .xlsx, written by exceljs (the project's one Excel library). */
export async function xlsxWorkbook(
  sheetName: string,
  rows: ReadonlyArray<ReadonlyArray<Cell>>,
  widths: readonly number[],
): Promise<Buffer> {
  return writeWorkbook([{ name: sheetName, rows, widths, boldRows: [1, 4, 9] }]);
}
