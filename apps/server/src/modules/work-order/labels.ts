import { defineLabels } from '../../http/field-labels.js';

/** The fields work-order names in its own words; every other field takes its shared label (http/field-labels). */
export const workOrderLabels = defineLabels('work-order', {
  assignee: ['Assignee', '处理人', '處理人', 'Asignado a', '担当者'],
  assigneeId: ['Assignee', '处理人', '處理人', 'Asignado a', '担当者'],
  merchantId: ['Merchant', '商家', '商家', 'Fabricante', '販売元'],
  target: ['Linked to', '关联对象', '關聯對象', 'Vinculado a', '関連先'],
  targetNo: ['Linked number', '关联单号', '關聯單號', 'Número vinculado', '関連番号'],
});
