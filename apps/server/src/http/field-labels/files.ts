import type { Label } from './label.js';

/** Files and Gerber. */
export const FILE_LABELS: Record<string, Label> = {
  file: ['File', '文件', '文件', 'Archivo', 'ファイル'],
  validity: ['Validity', '有效性', '有效性', 'Validez', '有効性'],
  remarks: ['Remarks', '备注', '備註', 'Observaciones', '備考'],
  role: ['Layer role', '层类型', '層類型', 'Función de la capa', '層の種類'],
  side: ['Side', '面', '面', 'Cara', '面'],
};
