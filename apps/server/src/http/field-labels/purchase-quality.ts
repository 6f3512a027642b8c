import type { Label } from './label.js';

/** Incoming inspection and purchase returns (issue 19). */
export const PURCHASE_QUALITY_LABELS: Record<string, Label> = {
  receiptLineUid: ['Received lot', '收货批次', '收貨批次', 'Lote recibido', '受入ロット'],
  aql: ['AQL', 'AQL', 'AQL', 'AQL', 'AQL'],
  defects: ['Defects found', '不良项', '不良項', 'Defectos encontrados', '不良内容'],
  decision: ['Decision', '判定', '判定', 'Decisión', '判定'],
  count: ['Defective units', '不良数', '不良數', 'Unidades defectuosas', '不良数'],
};
