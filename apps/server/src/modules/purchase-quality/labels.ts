import { defineLabels } from '../../http/field-labels.js';

/** The fields the quality desk names in its own words; every other field takes its shared label (http/field-labels). */
export const purchaseQualityLabels = defineLabels('purchase-quality', {
  aql: ['AQL', 'AQL', 'AQL', 'AQL', 'AQL'],
  count: ['Defective units', '不良数', '不良數', 'Unidades defectuosas', '不良数'],
  decision: ['Decision', '判定', '判定', 'Decisión', '判定'],
  defects: ['Defects found', '不良项', '不良項', 'Defectos encontrados', '不良内容'],
  lotNo: ['Lot number', '批号', '批號', 'Número de lote', 'ロット番号'],
  materialUid: ['Material', '物料', '物料', 'Material', '材料'],
  receiptLineUid: ['Received lot', '收货批次', '收貨批次', 'Lote recibido', '受入ロット'],
  receivedOn: ['Received on', '收货日期', '收貨日期', 'Fecha de recepción', '受入日'],
  supplierNote: ['Supplier note', '供应商备注', '供應商備註', 'Nota del proveedor', 'サプライヤー備考'],
});
