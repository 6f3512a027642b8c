import { defineLabels } from '../../http/field-labels.js';

/** The fields customer-billing names in its own words; every other field takes its shared label (http/field-labels). */
export const customerBillingLabels = defineLabels('customer-billing', {
  adjustments: ['Adjustments', '调整', '調整', 'Ajustes', '調整'],
  period: ['Period', '对账期间', '對賬期間', 'Período', '対象期間'],
  statementNo: ['Statement number', '对账单号', '對賬單號', 'Número de estado', '明細書番号'],
  taxInvoiceNo: ['Tax invoice number', '税务发票号码', '稅務發票號碼', 'Número de factura fiscal', '税務請求書番号'],
});
