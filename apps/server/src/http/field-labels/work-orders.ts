import type { Label } from './label.js';

/** Work orders (issue 18). */
export const WORK_ORDER_LABELS: Record<string, Label> = {
  title: ['Title', '标题', '標題', 'Título', '件名'],
  body: ['Content', '内容', '內容', 'Contenido', '内容'],
  action: ['Action', '操作', '操作', 'Acción', '操作'],
  fileId: ['File', '文件', '文件', 'Archivo', 'ファイル'],
  fileIds: ['Attachments', '附件', '附件', 'Adjuntos', '添付ファイル'],
  overdue: ['Overdue', '已超时', '已超時', 'Vencidos', '期限超過'],
};
