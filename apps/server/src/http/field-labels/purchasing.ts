import type { Label } from './label.js';

/** Purchasing (issue 19). */
export const PURCHASING_LABELS: Record<string, Label> = {
  supplierUid: ['Supplier', '供应商', '供應商', 'Proveedor', 'サプライヤー'],
  supplierReference: [
    'Supplier reference',
    '供应商单号',
    '供應商單號',
    'Referencia del proveedor',
    'サプライヤー参照番号',
  ],
  supplierNote: ['Supplier note', '供应商备注', '供應商備註', 'Nota del proveedor', 'サプライヤー備考'],
  orderDate: ['Order date', '订单日期', '訂單日期', 'Fecha del pedido', '発注日'],
  lines: ['Lines', '明细行', '明細行', 'Líneas', '明細'],
  materialUid: ['Material', '物料', '物料', 'Material', '材料'],
  materialName: ['Material name', '物料名称', '物料名稱', 'Nombre del material', '材料名'],
  note: ['Note', '备注', '備註', 'Nota', '備考'],
  orderLineUid: ['Order line', '订单行', '訂單行', 'Línea del pedido', '注文明細'],
  lotNo: ['Lot number', '批号', '批號', 'Número de lote', 'ロット番号'],
  deliveryNoteNo: ['Delivery note number', '送货单号', '送貨單號', 'Número de albarán', '納品書番号'],
  minQuantity: ['Minimum quantity', '起订量', '起訂量', 'Cantidad mínima', '最小数量'],
  on: ['Date', '日期', '日期', 'Fecha', '日付'],
  receivedOn: ['Received on', '收货日期', '收貨日期', 'Fecha de recepción', '受入日'],
};
