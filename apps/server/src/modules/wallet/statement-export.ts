import ExcelJS from 'exceljs';
import type { Language } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { statementColumns } from './messages.js';
import type { StatementEntry } from './statement.js';

/** The statement as an .xlsx workbook (exceljs): one sheet, headings in the caller's language, amounts as numbers with two decimals. */
export async function statementWorkbook(entries: StatementEntry[], language: Language): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'PCB Union';
  const sheet = workbook.addWorksheet('Statement');
  const heading = (key: keyof typeof statementColumns) => translate(language, statementColumns[key]);
  sheet.columns = [
    { header: heading('time'), key: 'time', width: 22, style: { numFmt: 'yyyy-mm-dd hh:mm:ss' } },
    { header: heading('kind'), key: 'kind', width: 22 },
    { header: heading('reference'), key: 'reference', width: 24 },
    { header: heading('amount'), key: 'amount', width: 14, style: { numFmt: '#,##0.00' } },
    { header: heading('balanceAfter'), key: 'balanceAfter', width: 14, style: { numFmt: '#,##0.00' } },
    { header: heading('description'), key: 'description', width: 48 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const e of entries) {
    // Excel keeps a number as a double: fine for display up to 15 digits; the text of the API stays exact.
    sheet.addRow({ time: e.time, kind: e.kind, reference: e.reference ?? '', amount: Number(e.amount), balanceAfter: Number(e.balanceAfter), description: e.description });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
