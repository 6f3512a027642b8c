import type { Label } from './label.js';

/** Work orders (issue 18). */
export const WORK_ORDER_LABELS: Record<string, Label> = {
  title: ['Title', '标题', '標題', 'Título', '件名'],
  body: ['Content', '内容', '內容', 'Contenido', '内容'],
  action: ['Action', '操作', '操作', 'Acción', '操作'],
  assignee: ['Assignee', '处理人', '處理人', 'Asignado a', '担当者'],
  assigneeId: ['Assignee', '处理人', '處理人', 'Asignado a', '担当者'],
  fileId: ['File', '文件', '文件', 'Archivo', 'ファイル'],
  fileIds: ['Attachments', '附件', '附件', 'Adjuntos', '添付ファイル'],
  merchantId: ['Merchant', '商家', '商家', 'Fabricante', '販売元'],
  overdue: ['Overdue', '已超时', '已超時', 'Vencidos', '期限超過'],
  target: ['Linked to', '关联对象', '關聯對象', 'Vinculado a', '関連先'],
  targetNo: ['Linked number', '关联单号', '關聯單號', 'Número vinculado', '関連番号'],
};
