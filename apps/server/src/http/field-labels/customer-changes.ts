import type { Label } from './label.js';

/** Customer engineering changes and poor quality records (issue 20). */
export const CUSTOMER_CHANGE_LABELS: Record<string, Label> = {
  newRevision: ['New revision', '新版本', '新版本', 'Nueva revisión', '新リビジョン'],
  newQuantity: ['New quantity', '新数量', '新數量', 'Nueva cantidad', '新数量'],
  newDate: ['Requested date', '要求交期', '要求交期', 'Fecha solicitada', '希望納期'],
  amountDelta: ['Price impact', '价格影响', '價格影響', 'Impacto en precio', '価格への影響'],
  impactDate: ['New delivery date', '新交期', '新交期', 'Nueva fecha de entrega', '新しい納期'],
  impactNote: ['Impact note', '影响说明', '影響說明', 'Nota del impacto', '影響の説明'],
  deliveryNo: ['Delivery', '送货单', '送貨單', 'Entrega', '納品書'],
  defectType: ['Defect type', '不良类型', '不良類型', 'Tipo de defecto', '不良区分'],
  lot: ['Lot', '批次', '批次', 'Lote', 'ロット'],
  photoIds: ['Photos', '照片', '照片', 'Fotos', '写真'],
  containment: ['Containment', '临时围堵措施', '臨時圍堵措施', 'Contención', '暫定対策'],
  rootCause: ['Root cause', '根本原因', '根本原因', 'Causa raíz', '根本原因'],
  correctiveAction: ['Corrective action', '纠正措施', '糾正措施', 'Acción correctiva', '是正処置'],
  verification: ['Verification', '效果验证', '效果驗證', 'Verificación', '効果確認'],
};
