import { defineLabels } from '../../http/field-labels.js';

/**
 * The fields payments names in its own words: what a webhook refusal points at and what a webhook answers. Every
 * other field (`no`, `method`) takes its shared label (http/field-labels).
 */
export const paymentsLabels = defineLabels('payments', {
  signature: ['Signature', '签名', '簽名', 'Firma', '署名'],
  timestamp: ['Timestamp', '时间戳', '時間戳', 'Marca de tiempo', 'タイムスタンプ'],
  malformed: ['Event body', '事件内容', '事件內容', 'Cuerpo del evento', 'イベント本文'],
  rechargeNo: ['Recharge number', '充值单号', '充值單號', 'Número de recarga', 'チャージ番号'],
  eventId: ['Event ID', '事件编号', '事件編號', 'ID de evento', 'イベントID'],
});
