import { defineLabels } from '../../http/field-labels.js';

/** The fields gerber names in its own words; every other field takes its shared label (http/field-labels). */
export const gerberLabels = defineLabels('gerber', {
  audit_status: ['Review status', '审核状态', '審核狀態', 'Estado de revisión', '審査状態'],
  binding_status: ['Binding status', '绑定状态', '綁定狀態', 'Estado de vinculación', '紐付け状態'],
  corrections: ['Corrections', '更正', '更正', 'Correcciones', '修正'],
  // The board render's colours and its cache key (GET /api/gerber/files/:uid/render/:side).
  mask: ['Solder mask colour', '阻焊颜色', '防焊顏色', 'Color de la máscara de soldadura', 'ソルダーレジストの色'],
  silk: ['Silkscreen colour', '丝印颜色', '絲印顏色', 'Color de la serigrafía', 'シルクの色'],
  v: ['Picture version', '图片版本', '圖片版本', 'Versión de la imagen', '画像のバージョン'],
  upload_status: ['Upload status', '上传状态', '上傳狀態', 'Estado de carga', 'アップロード状態'],
  uploaded_from: ['Uploaded from', '上传开始日期', '上傳開始日期', 'Subido desde', 'アップロード開始日'],
  uploaded_to: ['Uploaded to', '上传结束日期', '上傳結束日期', 'Subido hasta', 'アップロード終了日'],
});
