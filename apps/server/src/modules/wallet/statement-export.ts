import type { Language } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { writeWorkbook } from '../../platform/documents/index.js';
import { statementColumns } from './messages.js';
import type { StatementEntry } from './service/statement.js';

const COLUMNS = ['time', 'kind', 'reference', 'amount', 'balanceAfter', 'description'] as const;

/** The statement as an .xlsx workbook: one sheet, headings in the caller's language, amounts as numbers with two decimals. */
export function statementWorkbook(entries: StatementEntry[], language: Language): Promise<Buffer> {
  const header = COLUMNS.map((key) => translate(language, statementColumns[key]));
  // Excel keeps a number as a double: fine for display up to 15 digits; the text of the API stays exact.
  const rows = entries.map((e) => [
    { date: e.time },
    e.kind,
    e.reference ?? '',
    { number: e.amount },
    { number: e.balanceAfter },
    e.description,
  ]);
  return writeWorkbook([
    {
      name: 'Statement',
      rows: [header, ...rows],
      boldRows: [1],
      widths: [22, 22, 24, 14, 14, 48],
      formats: ['yyyy-mm-dd hh:mm:ss', undefined, undefined, '#,##0.00', '#,##0.00'],
    },
  ]);
}
