import { defineLabels } from '../../http/field-labels.js';

/** The fields customer-billing names in its own words; every other field takes its shared label (http/field-labels). */
export const customerBillingLabels = defineLabels('customer-billing', {
  adjustments: ['Adjustments', '调整', '調整', 'Ajustes', '調整'],
  period: ['Period', '对账期间', '對賬期間', 'Período', '対象期間'],
  statementNo: ['Statement number', '对账单号', '對賬單號', 'Número de estado', '明細書番号'],
  receivedOn: ['Received on', '收款日期', '收款日期', 'Recibido el', '入金日'],
  payer: ['Payer', '付款人', '付款人', 'Pagador', '支払人'],
  bankReference: ['Bank reference', '银行流水号', '銀行流水號', 'Referencia bancaria', '銀行取引番号'],
  allocations: ['Allocations', '核销明细', '核銷明細', 'Asignaciones', '消込明細'],
  taxInvoiceNo: ['Tax invoice number', '税务发票号码', '稅務發票號碼', 'Número de factura fiscal', '税務請求書番号'],
});
