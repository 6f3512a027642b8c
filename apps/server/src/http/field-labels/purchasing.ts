import type { Label } from './label.js';

/** Purchasing (issue 19). */
export const PURCHASING_LABELS: Record<string, Label> = {
  supplierUid: ['Supplier', '供应商', '供應商', 'Proveedor', 'サプライヤー'],
  lines: ['Lines', '明细行', '明細行', 'Líneas', '明細'],
  materialName: ['Material name', '物料名称', '物料名稱', 'Nombre del material', '材料名'],
  note: ['Note', '备注', '備註', 'Nota', '備考'],
  orderLineUid: ['Order line', '订单行', '訂單行', 'Línea del pedido', '注文明細'],
  on: ['Date', '日期', '日期', 'Fecha', '日付'],
};
