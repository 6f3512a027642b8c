import type { Label } from './label.js';

/** Customer engineering changes and poor quality records (issue 20). */
export const CUSTOMER_CHANGE_LABELS: Record<string, Label> = {
  deliveryNo: ['Delivery', '送货单', '送貨單', 'Entrega', '納品書'],
  defectType: ['Defect type', '不良类型', '不良類型', 'Tipo de defecto', '不良区分'],
  lot: ['Lot', '批次', '批次', 'Lote', 'ロット'],
};
