import { defineLabels } from '../../http/field-labels.js';

/** The fields the delay applications name in their own words; every other field takes its shared label (http/field-labels). */
export const deliveryDelayLabels = defineLabels('delivery-delays', {
  saleNoticeNo: ['Sales notice number', '销售通知单号', '銷售通知單號', 'Número de aviso de venta', '販売通知番号'],
  toDate: ['New delivery date', '申请交期', '申請交期', 'Nueva fecha de entrega', '新しい納期'],
});
