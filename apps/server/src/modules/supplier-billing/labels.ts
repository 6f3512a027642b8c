import { defineLabels } from '../../http/field-labels.js';

/** The fields supplier-billing names in its own words; every other field takes its shared label (http/field-labels). */
export const supplierBillingLabels = defineLabels('supplier-billing', {
  adjustmentReason: ['Reason for the adjustment', '调整原因', '調整原因', 'Motivo del ajuste', '調整理由'],
  includeFees: ['Invoice the fees', '包含费用', '包含費用', 'Facturar los cargos', '費用を含める'],
  invoiceDate: ['Invoice date', '开票日期', '開票日期', 'Fecha de factura', '請求日'],
  lineUid: ['Statement line', '对账明细', '對賬明細', 'Línea del estado', '明細書の明細'],
  period: ['Period', '账期', '賬期', 'Periodo', '対象月'],
  statementNo: ['Statement', '对账单', '對賬單', 'Estado de cuenta', '明細書'],
  supplierInvoiceNo: ['Tax invoice number', '发票号码', '發票號碼', 'N.º de factura fiscal', 'インボイス番号'],
});
