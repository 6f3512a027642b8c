import { defineLabels } from '../../http/field-labels.js';

/** The fields sales names in its own words; every other field takes its shared label (http/field-labels). */
export const salesLabels = defineLabels('sales', {
  requirements: ['Special requirements', '特殊要求', '特殊要求', 'Requisitos especiales', '特記事項'],
  revision: ['Revision', '版本', '版本', 'Revisión', '版'],
  saleNoticeNo: ['Sales notice number', '销售通知单号', '銷售通知單號', 'Número de aviso de venta', '販売通知番号'],
});
