import type { Label } from './label.js';

/** Sales and delivery (issue 20). */
export const SALES_LABELS: Record<string, Label> = {
  partNo: ['Customer part number', '客户料号', '客戶料號', 'Número de pieza del cliente', '顧客品番'],
  plannedDate: ['Planned date', '计划日期', '計劃日期', 'Fecha prevista', '予定日'],
  packages: ['Packages', '包裹', '包裹', 'Bultos', '梱包'],
  position: ['Line', '行', '行', 'Línea', '行'],
  accepted: ['Accepted quantity', '合格数量', '合格數量', 'Cantidad aceptada', '受入数量'],
  disputed: ['Disputed quantity', '异议数量', '異議數量', 'Cantidad en disputa', '異議数量'],
};
