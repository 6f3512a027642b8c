import type { Label } from './label.js';

/** Files and Gerber. */
export const FILE_LABELS: Record<string, Label> = {
  file: ['File', '文件', '文件', 'Archivo', 'ファイル'],
  file_id: ['File', '文件', '文件', 'Archivo', 'ファイル'],
  delfile_name: ['File name', '文件名', '文件名', 'Nombre de archivo', 'ファイル名'],
  download: ['Download', '下载', '下載', 'Descarga', 'ダウンロード'],
  gerberFileUid: ['Gerber file', 'Gerber 文件', 'Gerber 文件', 'Archivo Gerber', 'Gerberファイル'],
  audit_status: ['Review status', '审核状态', '審核狀態', 'Estado de revisión', '審査状態'],
  binding_status: ['Binding status', '绑定状态', '綁定狀態', 'Estado de vinculación', '紐付け状態'],
  upload_status: ['Upload status', '上传状态', '上傳狀態', 'Estado de carga', 'アップロード状態'],
  uploaded_from: ['Uploaded from', '上传开始日期', '上傳開始日期', 'Subido desde', 'アップロード開始日'],
  uploaded_to: ['Uploaded to', '上传结束日期', '上傳結束日期', 'Subido hasta', 'アップロード終了日'],
  validity: ['Validity', '有效性', '有效性', 'Validez', '有効性'],
  remarks: ['Remarks', '备注', '備註', 'Observaciones', '備考'],
  remark: ['Remark', '备注', '備註', 'Observación', '備考'],
  role: ['Layer role', '层类型', '層類型', 'Función de la capa', '層の種類'],
  roles: ['Roles', '角色', '角色', 'Roles', 'ロール'],
  corrections: ['Corrections', '更正', '更正', 'Correcciones', '修正'],
  side: ['Side', '面', '面', 'Cara', '面'],
};
