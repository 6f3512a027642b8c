import { defineLabels } from '../../http/field-labels.js';

/** The fields quality-record names in its own words; every other field takes its shared label (http/field-labels). */
export const qualityRecordLabels = defineLabels('quality-record', {
  containment: ['Containment', '临时围堵措施', '臨時圍堵措施', 'Contención', '暫定対策'],
  correctiveAction: ['Corrective action', '纠正措施', '糾正措施', 'Acción correctiva', '是正処置'],
  photoIds: ['Photos', '照片', '照片', 'Fotos', '写真'],
  rootCause: ['Root cause', '根本原因', '根本原因', 'Causa raíz', '根本原因'],
  verification: ['Verification', '效果验证', '效果驗證', 'Verificación', '効果確認'],
});
