import type { Label } from './label.js';

/** Shipments and delivery delay applications (issue 20). */
export const DELIVERY_DELAY_LABELS: Record<string, Label> = {
  receipt: ['Receipt', '收货状态', '收貨狀態', 'Recepción', '受領状況'],
};
