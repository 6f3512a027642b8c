import { defineLabels } from '../../http/field-labels.js';

/** The fields bidding names in its own words; every other field takes its shared label (http/field-labels). */
export const biddingLabels = defineLabels('bidding', {
  attachmentFileUid: ['Attachment', '附件', '附件', 'Adjunto', '添付ファイル'],
  attachments: ['Attachments', '附件', '附件', 'Adjuntos', '添付ファイル'],
  audience: ['Send to', '发送对象', '發送對象', 'Enviar a', '送付先'],
  auth_login_uid: ['Login ID', '登录标识', '登錄標識', 'ID de inicio de sesión', 'ログインID'],
  bidUid: ['Bid', '投标', '投標', 'Oferta', '入札'],
  bidUids: ['Bids to award', '中标投标', '中標投標', 'Ofertas adjudicadas', '落札する入札'],
  deadline: ['Bid deadline', '投标截止时间', '投標截止時間', 'Fecha límite de oferta', '入札締切'],
  deliveryPlace: ['Delivery place', '交货地点', '交貨地點', 'Lugar de entrega', '納入場所'],
  fileUid: ['File', '文件', '文件', 'Archivo', 'ファイル'],
  phase: ['Phase', '阶段', '階段', 'Fase', '段階'],
  supplierUids: ['Suppliers', '供应商', '供應商', 'Proveedores', '仕入先'],
  todowork_uid: ['To-do', '待办', '待辦', 'Tarea', 'ToDo'],
  user_id: ['User ID', '用户标识', '用戶標識', 'ID de usuario', 'ユーザーID'],
});
