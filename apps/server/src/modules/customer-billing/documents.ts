import type { PrintDocument } from '@pcbunion/core';
import type { Language } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import { writeWorkbook } from '../../platform/documents/index.js';
import type { InvoiceDetail } from './service/invoices.js';
import { answerNames, billingLabels, invoiceStatusNames, kindNames, statementStatusNames } from './messages.js';
import type { StatementDetail } from './service/statements.js';

const word = (language: Language, words: LocalizedText | undefined) => (words ? translate(language, words) : '');

/** The printed statement (PDF through the one renderer with its CJK font): header, lines with answers, sums. */
export function statementDocument(s: StatementDetail, language: Language): PrintDocument {
  const l = (key: string) => word(language, billingLabels[key]);
  return {
    title: l('statementTitle'),
    subtitle: `${s.no} · ${s.period}`,
    fields: [
      { label: l('factory'), value: s.factory.name ?? '' },
      { label: l('customer'), value: s.customer.name ?? '' },
      { label: l('period'), value: s.period },
      { label: l('status'), value: word(language, statementStatusNames[s.status]) },
    ],
    tables: [
      {
        title: l('lines'),
        columns: [
          { label: l('line'), width: 0.4 },
          { label: l('day'), width: 0.9 },
          { label: l('kind'), width: 0.9 },
          { label: l('deliveryNo'), width: 1.8 },
          { label: l('orderNo'), width: 1.8 },
          { label: l('partNo'), width: 1 },
          { label: l('quantity'), align: 'right', width: 0.6 },
          { label: l('unitPrice'), align: 'right', width: 0.9 },
          { label: l('amount'), align: 'right', width: 1 },
          { label: l('answer'), width: 1.4 },
        ],
        rows: s.lines.map((x) => [
          String(x.position),
          x.day ?? '',
          word(language, kindNames[x.kind]),
          x.deliveryNo ?? x.description ?? '',
          x.orderNo ?? '',
          x.partNo ?? '',
          x.quantity === null ? '' : String(x.kind === 'disputed' ? -x.quantity : x.quantity),
          x.unitPrice ?? '',
          x.amount,
          [word(language, x.answer ? answerNames[x.answer] : undefined), x.answerReason ?? '']
            .filter(Boolean)
            .join(': '),
        ]),
      },
    ],
    totals: [
      { label: l('delivered'), value: `${s.currency} ${s.delivered}` },
      { label: l('disputed'), value: `${s.currency} -${s.disputed}` },
      { label: l('adjustments'), value: `${s.currency} ${s.adjustments}` },
      { label: l('total'), value: `${s.currency} ${s.total}` },
    ],
    notes: [s.note, s.answerNote].filter((n): n is string => Boolean(n)),
    footer: `PCB Union · ${s.no}`,
  };
}

/** The statement as a workbook: the same lines and sums as the PDF. */
export function statementWorkbook(s: StatementDetail, language: Language) {
  const l = (key: string) => word(language, billingLabels[key]);
  const header = [
    'line',
    'day',
    'kind',
    'deliveryNo',
    'orderNo',
    'partNo',
    'quantity',
    'unitPrice',
    'amount',
    'answer',
    'reason',
  ].map(l);
  const rows = s.lines.map((x) => [
    String(x.position),
    x.day ?? '',
    word(language, kindNames[x.kind]),
    x.deliveryNo ?? x.description ?? '',
    x.orderNo ?? '',
    x.partNo ?? '',
    x.quantity === null ? '' : { number: String(x.kind === 'disputed' ? -x.quantity : x.quantity) },
    x.unitPrice ? { number: x.unitPrice } : '',
    { number: x.amount },
    word(language, x.answer ? answerNames[x.answer] : undefined),
    x.answerReason ?? x.description ?? '',
  ]);
  const sums = [
    [l('delivered'), { number: s.delivered }],
    [l('disputed'), { number: `-${s.disputed}` }],
    [l('adjustments'), { number: s.adjustments }],
    [l('total'), { number: s.total }],
  ];
  const top = [
    [l('statementTitle'), s.no],
    [l('customer'), s.customer.name ?? ''],
    [l('period'), s.period],
    [l('status'), word(language, statementStatusNames[s.status])],
    [],
  ];
  return writeWorkbook([
    {
      name: s.period,
      rows: [...top, header, ...rows, [], ...sums],
      boldRows: [1, top.length + 1],
      widths: [8, 12, 16, 26, 26, 16, 10, 12, 14, 12, 30],
    },
  ]);
}

/** A list as a workbook: one row per record, the columns named in the reader's language. */
export function listWorkbook(
  name: string,
  language: Language,
  columns: string[],
  rows: Array<Array<string | { number: string }>>,
) {
  const header = columns.map((c) => word(language, billingLabels[c]));
  return writeWorkbook([{ name, rows: [header, ...rows], boldRows: [1], widths: columns.map(() => 20) }]);
}

/** The printed invoice. */
export function invoiceDocument(i: InvoiceDetail, language: Language): PrintDocument {
  const l = (key: string) => word(language, billingLabels[key]);
  return {
    title: l('invoiceTitle'),
    subtitle: i.no,
    fields: [
      { label: l('factory'), value: i.factory.name ?? '' },
      { label: l('customer'), value: i.customer.name ?? '' },
      { label: l('unitName'), value: i.invoicingInfo?.unitName ?? '' },
      { label: l('taxpayerNo'), value: i.invoicingInfo?.taxpayerNo ?? '' },
      {
        label: l('basis'),
        value:
          i.statementNo ??
          i.lines
            .map((x) => x.orderNo)
            .filter(Boolean)
            .join(', '),
      },
      { label: l('status'), value: word(language, invoiceStatusNames[i.status]) },
      { label: l('taxInvoiceNo'), value: i.taxInvoiceNo ?? '' },
    ],
    tables: [
      {
        title: l('lines'),
        columns: [
          { label: l('line'), width: 0.4 },
          { label: l('orderNo'), width: 2 },
          { label: l('partNo'), width: 1.2 },
          { label: l('quantity'), align: 'right', width: 0.7 },
          { label: l('unitPrice'), align: 'right', width: 1 },
          { label: l('amount'), align: 'right', width: 1.1 },
        ],
        rows: i.lines.map((x) => [
          String(x.position),
          x.orderNo ?? x.description ?? '',
          x.partNo ?? '',
          x.quantity === null ? '' : String(x.quantity),
          x.unitPrice ?? '',
          x.amount,
        ]),
      },
    ],
    totals: [
      { label: `${l('exTax')}`, value: `${i.currency} ${i.exTax}` },
      { label: `${l('tax')} (${i.taxRate}%)`, value: `${i.currency} ${i.tax}` },
      { label: l('invoiceTotal'), value: `${i.currency} ${i.total}` },
    ],
    footer: `PCB Union · ${i.no}`,
  };
}
