import type { Label } from './label.js';

/** Customer statements and customer invoices (issue 20). */
export const CUSTOMER_BILLING_LABELS: Record<string, Label> = {
  period: ['Period', '对账期间', '對賬期間', 'Período', '対象期間'],
  adjustments: ['Adjustments', '调整', '調整', 'Ajustes', '調整'],
  answer: ['Answer', '确认结果', '確認結果', 'Respuesta', '回答'],
  statementNo: ['Statement number', '对账单号', '對賬單號', 'Número de estado', '明細書番号'],
  taxInvoiceNo: ['Tax invoice number', '税务发票号码', '稅務發票號碼', 'Número de factura fiscal', '税務請求書番号'],
};
