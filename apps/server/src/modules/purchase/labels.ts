import { defineLabels } from '../../http/field-labels.js';

/** The fields purchase names in its own words; every other field takes its shared label (http/field-labels). */
export const purchaseLabels = defineLabels('purchase', {
  count: ['Defective units', '不良数', '不良數', 'Unidades defectuosas', '不良数'],
  deliveryNoteNo: ['Delivery note number', '送货单号', '送貨單號', 'Número de albarán', '納品書番号'],
  lotNo: ['Lot number', '批号', '批號', 'Número de lote', 'ロット番号'],
  materialUid: ['Material', '物料', '物料', 'Material', '材料'],
  minQuantity: ['Minimum quantity', '起订量', '起訂量', 'Cantidad mínima', '最小数量'],
  orderDate: ['Order date', '订单日期', '訂單日期', 'Fecha del pedido', '発注日'],
  receivedOn: ['Received on', '收货日期', '收貨日期', 'Fecha de recepción', '受入日'],
  supplierNote: ['Supplier note', '供应商备注', '供應商備註', 'Nota del proveedor', 'サプライヤー備考'],
  supplierReference: [
    'Supplier reference',
    '供应商单号',
    '供應商單號',
    'Referencia del proveedor',
    'サプライヤー参照番号',
  ],
});
