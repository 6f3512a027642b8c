import type { PrintDocument } from '@pcbunion/core';
import type { Language } from '../../../http/language.js';
import { translate, type LocalizedText } from '../../../http/messages.js';
import { columnWords, statusWords } from '../messages.js';
import type { orderDetail } from '../view.js';

type Detail = Awaited<ReturnType<typeof orderDetail>>;

/**
 * The printed purchase order: one document for the web print page and the PDF. A purchase order goes between two
 * companies that may not share a language, so every label is in the reader's language and in English (Chinese and
 * English for a Chinese reader, as Chinese purchase orders are printed); the material names are as ordered.
 */
export function purchaseOrderDocument(order: Detail, language: Language): PrintDocument {
  const bilingual = (words: LocalizedText) =>
    language === 'en' ? words.en : `${translate(language, words)} ${words.en}`;
  const c = (key: string) => bilingual(columnWords[key]!);
  return {
    title: c('title'),
    subtitle: `${order.no} · V${order.version}`,
    fields: [
      { label: c('factory'), value: order.factory.name ?? '' },
      { label: c('supplier'), value: order.supplier.name ?? '' },
      { label: c('orderDate'), value: order.orderDate },
      { label: c('status'), value: bilingual(statusWords[order.status]) },
      { label: c('currency'), value: order.currency },
      { label: c('supplierReference'), value: order.supplierReference },
      { label: c('note'), value: order.note },
    ],
    tables: [
      {
        title: c('lines'),
        columns: [
          { label: c('lineNo'), width: 0.5 },
          { label: c('material'), width: 2.2 },
          { label: c('specification'), width: 1.6 },
          { label: c('quantity'), align: 'right', width: 0.9 },
          { label: c('unit'), width: 0.6 },
          { label: c('unitPrice'), align: 'right', width: 1 },
          { label: c('unitPriceExTax'), align: 'right', width: 1 },
          { label: c('taxRate'), align: 'right', width: 0.7 },
          { label: c('amount'), align: 'right', width: 1.1 },
          { label: c('deliveryDate'), width: 1.1 },
        ],
        rows: order.lines.map((l) => [
          String(l.lineNo),
          `${l.materialNo} ${l.materialName}`,
          l.specification,
          l.quantity,
          l.unitName,
          l.unitPrice,
          l.unitPriceExTax,
          l.taxRate,
          l.amount,
          l.deliveryDate,
        ]),
      },
    ],
    totals: [
      { label: c('totalExTax'), value: `${order.currency} ${order.totalExTax}` },
      { label: c('tax'), value: `${order.currency} ${order.tax}` },
      { label: c('total'), value: `${order.currency} ${order.total}` },
    ],
    footer: `PCB Union · ${order.no}`,
  };
}
