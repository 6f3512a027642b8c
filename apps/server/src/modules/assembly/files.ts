import ExcelJS from 'exceljs';
import { parseCsv } from '@pcbunion/core';
import { badRequest } from '../../http/errors.js';
import { assemblyServerMessages } from './messages.js';
import type { FileInput } from './schemas.js';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const MAX_ROWS = 20_000;
const MAX_COLUMNS = 60;

/**
 * A BOM or placement file's rows: an xlsx (zip bytes: the first worksheet, each cell's text) or text (UTF-8,
 * else Latin-1) read as CSV. Anything else is refused with 400 naming the field.
 */
export async function fileRows(file: FileInput, field: 'bom' | 'pnp'): Promise<string[][]> {
  const bytes = Buffer.from(file.content, 'base64');
  const refuse = () => badRequest(assemblyServerMessages.unreadable, { name: file.name }, field);
  if (bytes.length === 0) throw refuse();
  if (ZIP_MAGIC.every((b, i) => bytes[i] === b)) {
    const book = new ExcelJS.Workbook();
    try {
      await book.xlsx.load(bytes as unknown as ArrayBuffer);
    } catch {
      throw refuse();
    }
    const sheet = book.worksheets[0];
    if (!sheet) throw refuse();
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, number) => {
      if (number > MAX_ROWS) return;
      const cells: string[] = [];
      for (let c = 1; c <= Math.min(row.cellCount, MAX_COLUMNS); c++) cells.push(row.getCell(c).text.trim());
      rows[number - 1] = cells;
    });
    return Array.from(rows, (row) => row ?? []);
  }
  if (bytes.includes(0)) throw refuse();
  const utf8 = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const text = utf8.includes('\uFFFD') ? new TextDecoder('latin1').decode(bytes) : utf8;
  return parseCsv(text).slice(0, MAX_ROWS + 1);
}
