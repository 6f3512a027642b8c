import type { Label } from './label.js';

/** Shipments and delivery delay applications (issue 20). */
export const DELIVERY_DELAY_LABELS: Record<string, Label> = {
  toDate: ['New delivery date', '申请交期', '申請交期', 'Nueva fecha de entrega', '新しい納期'],
  receipt: ['Receipt', '收货状态', '收貨狀態', 'Recepción', '受領状況'],
};
