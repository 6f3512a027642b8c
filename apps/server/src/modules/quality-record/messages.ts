import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** The words of poor quality records (issue 20): labels, refusals, states, defect types, the log and the bells. */
export const qualityLabels: Record<string, LocalizedText> = {
  recordNo: { en: 'Record No.', 'zh-CN': '记录编号', 'zh-TW': '記錄編號', es: 'N.º de registro', ja: '記録番号' },
  deliveryNo: { en: 'Delivery', 'zh-CN': '送货单', 'zh-TW': '送貨單', es: 'Entrega', ja: '納品書' },
  position: { en: 'Delivery line', 'zh-CN': '送货行', 'zh-TW': '送貨行', es: 'Línea de entrega', ja: '納品明細' },
  partNo: { en: 'Part No.', 'zh-CN': '料号', 'zh-TW': '料號', es: 'N.º de pieza', ja: '品番' },
  defectType: { en: 'Defect type', 'zh-CN': '不良类型', 'zh-TW': '不良類型', es: 'Tipo de defecto', ja: '不良区分' },
  quantity: {
    en: 'Defective quantity',
    'zh-CN': '不良数量',
    'zh-TW': '不良數量',
    es: 'Cantidad defectuosa',
    ja: '不良数',
  },
  delivered: { en: 'Delivered', 'zh-CN': '交货数量', 'zh-TW': '交貨數量', es: 'Entregado', ja: '納品数' },
  lot: { en: 'Lot', 'zh-CN': '批次', 'zh-TW': '批次', es: 'Lote', ja: 'ロット' },
  description: { en: 'Description', 'zh-CN': '问题描述', 'zh-TW': '問題描述', es: 'Descripción', ja: '不具合内容' },
  photoIds: { en: 'Photos', 'zh-CN': '照片', 'zh-TW': '照片', es: 'Fotos', ja: '写真' },
  containment: {
    en: 'Containment',
    'zh-CN': '临时围堵措施',
    'zh-TW': '臨時圍堵措施',
    es: 'Contención',
    ja: '暫定対策',
  },
  rootCause: { en: 'Root cause', 'zh-CN': '根本原因', 'zh-TW': '根本原因', es: 'Causa raíz', ja: '根本原因' },
  correctiveAction: {
    en: 'Corrective action',
    'zh-CN': '纠正措施',
    'zh-TW': '糾正措施',
    es: 'Acción correctiva',
    ja: '是正処置',
  },
  verification: { en: 'Verification', 'zh-CN': '效果验证', 'zh-TW': '效果驗證', es: 'Verificación', ja: '効果確認' },
  reason: { en: 'Reason', 'zh-CN': '原因', 'zh-TW': '原因', es: 'Motivo', ja: '理由' },
  customer: { en: 'Customer', 'zh-CN': '客户', 'zh-TW': '客戶', es: 'Cliente', ja: '顧客' },
  factory: { en: 'Factory', 'zh-CN': '工厂', 'zh-TW': '工廠', es: 'Fábrica', ja: '工場' },
  status: { en: 'Status', 'zh-CN': '状态', 'zh-TW': '狀態', es: 'Estado', ja: '状態' },
  orderNo: { en: 'Order', 'zh-CN': '订单', 'zh-TW': '訂單', es: 'Pedido', ja: '注文' },
  createdAt: { en: 'Filed on', 'zh-CN': '提出时间', 'zh-TW': '提出時間', es: 'Presentado el', ja: '登録日時' },
};

export const defectTypeNames: Record<string, LocalizedText> = {
  open_circuit: { en: 'Open circuit', 'zh-CN': '开路', 'zh-TW': '開路', es: 'Circuito abierto', ja: 'オープン' },
  short_circuit: { en: 'Short circuit', 'zh-CN': '短路', 'zh-TW': '短路', es: 'Cortocircuito', ja: 'ショート' },
  solder_mask: {
    en: 'Solder mask',
    'zh-CN': '阻焊不良',
    'zh-TW': '防焊不良',
    es: 'Máscara de soldadura',
    ja: 'ソルダーレジスト不良',
  },
  silkscreen: { en: 'Silkscreen', 'zh-CN': '丝印不良', 'zh-TW': '文字不良', es: 'Serigrafía', ja: 'シルク不良' },
  dimension: { en: 'Dimension', 'zh-CN': '尺寸不良', 'zh-TW': '尺寸不良', es: 'Dimensiones', ja: '寸法不良' },
  plating: { en: 'Plating', 'zh-CN': '电镀不良', 'zh-TW': '電鍍不良', es: 'Galvanizado', ja: 'めっき不良' },
  warpage: { en: 'Warpage', 'zh-CN': '板翘', 'zh-TW': '板翹', es: 'Alabeo', ja: '反り' },
  contamination: { en: 'Contamination', 'zh-CN': '污染', 'zh-TW': '污染', es: 'Contaminación', ja: '汚染' },
  soldering: { en: 'Soldering', 'zh-CN': '焊接不良', 'zh-TW': '焊接不良', es: 'Soldadura', ja: 'はんだ付け不良' },
  component: { en: 'Component', 'zh-CN': '元件不良', 'zh-TW': '元件不良', es: 'Componente', ja: '部品不良' },
  other: { en: 'Other', 'zh-CN': '其他', 'zh-TW': '其他', es: 'Otro', ja: 'その他' },
};

export const qualityMessages = {
  notFound: {
    en: 'Quality record {no} was not found',
    'zh-CN': '未找到品质记录 {no}',
    'zh-TW': '未找到品質記錄 {no}',
    es: 'No se encontró el registro {no}',
    ja: '品質記録 {no} が見つかりません',
  },
  deliveryNotFound: {
    en: 'Delivery {no} was not found',
    'zh-CN': '未找到送货单 {no}',
    'zh-TW': '未找到送貨單 {no}',
    es: 'No se encontró la entrega {no}',
    ja: '納品書 {no} が見つかりません',
  },
  deliveryState: {
    en: 'Delivery {no} is {status}; a complaint is filed on a delivery you have received',
    'zh-CN': '送货单 {no} 当前状态为{status}，只能对已签收的送货提出品质异常',
    'zh-TW': '送貨單 {no} 當前狀態為{status}，只能對已簽收的送貨提出品質異常',
    es: 'La entrega {no} está {status}; la queja se presenta sobre una entrega recibida',
    ja: '納品書 {no} は{status}です。受領済みの納品にのみ登録できます',
  },
  noLine: {
    en: 'delivery {no} has no line {position}',
    'zh-CN': '送货单 {no} 没有第 {position} 行',
    'zh-TW': '送貨單 {no} 沒有第 {position} 行',
    es: 'la entrega {no} no tiene la línea {position}',
    ja: '納品書 {no} に {position} 行目はありません',
  },
  overDelivered: {
    en: 'at most the {delivered} pcs delivered on line {position}',
    'zh-CN': '不能超过该行交货数量 {delivered} 件（第 {position} 行）',
    'zh-TW': '不能超過該行交貨數量 {delivered} 件（第 {position} 行）',
    es: 'como mucho las {delivered} uds. entregadas en la línea {position}',
    ja: '{position} 行目の納品数 {delivered} 個以下にしてください',
  },
  photoNotYours: {
    en: 'photo {id} is not one of your files',
    'zh-CN': '照片 {id} 不是贵司的文件',
    'zh-TW': '照片 {id} 不是貴司的檔案',
    es: 'la foto {id} no es suya',
    ja: '写真 {id} は貴社のファイルではありません',
  },
  required: { en: 'is required', 'zh-CN': '必填', 'zh-TW': '必填', es: 'es obligatorio', ja: '必須です' },
  reasonNeeded: {
    en: 'say why',
    'zh-CN': '请填写原因',
    'zh-TW': '請填寫原因',
    es: 'indique el motivo',
    ja: '理由を入力してください',
  },
  wrongState: {
    en: 'Quality record {no} is {status}; it cannot be {action}',
    'zh-CN': '品质记录 {no} 当前状态为{status}，不能{action}',
    'zh-TW': '品質記錄 {no} 當前狀態為{status}，不能{action}',
    es: 'El registro {no} está {status}; no se puede {action}',
    ja: '品質記録 {no} は{status}のため、{action}できません',
  },
  changed: {
    en: 'Quality record {no} was changed by someone else (it is now {status}); reload and try again',
    'zh-CN': '品质记录 {no} 已被他人修改（当前状态：{status}），请刷新后重试',
    'zh-TW': '品質記錄 {no} 已被他人修改（當前狀態：{status}），請刷新後重試',
    es: 'Otra persona cambió el registro {no} (ahora está {status}); recargue',
    ja: '品質記録 {no} は他のユーザーにより変更されました（現在: {status}）',
  },
  wrongSide: {
    en: 'The factory answers a quality record; the customer closes, reopens or withdraws it',
    'zh-CN': '品质记录由工厂答复，由客户结案、重开或撤回',
    'zh-TW': '品質記錄由工廠答覆，由客戶結案、重開或撤回',
    es: 'La fábrica responde el registro; el cliente lo cierra, reabre o retira',
    ja: '品質記録への回答は工場、結案・再開・取り下げは顧客が行います',
  },
  created: {
    en: 'Quality record {no} sent to the factory',
    'zh-CN': '品质记录 {no} 已提交工厂',
    'zh-TW': '品質記錄 {no} 已提交工廠',
    es: 'Registro {no} enviado a la fábrica',
    ja: '品質記録 {no} を工場に送信しました',
  },
  done: {
    en: 'Quality record {no} is now {status}',
    'zh-CN': '品质记录 {no} 已{status}',
    'zh-TW': '品質記錄 {no} 已{status}',
    es: 'El registro {no} está ahora {status}',
    ja: '品質記録 {no} は{status}になりました',
  },
} satisfies Record<string, LocalizedText>;

export const qualityStatusNames: Record<string, LocalizedText> = {
  open: {
    en: 'awaiting the factory’s answer',
    'zh-CN': '待工厂答复',
    'zh-TW': '待工廠答覆',
    es: 'pendiente de respuesta',
    ja: '工場回答待ち',
  },
  answered: { en: 'answered', 'zh-CN': '工厂已答复', 'zh-TW': '工廠已答覆', es: 'respondido', ja: '回答済み' },
  closed: { en: 'closed', 'zh-CN': '已结案', 'zh-TW': '已結案', es: 'cerrado', ja: '結案' },
  withdrawn: { en: 'withdrawn', 'zh-CN': '已撤回', 'zh-TW': '已撤回', es: 'retirado', ja: '取り下げ済み' },
};

export const qualityActionNames: Record<string, LocalizedText> = {
  answer: { en: 'answered', 'zh-CN': '答复', 'zh-TW': '答覆', es: 'responder', ja: '回答' },
  close: { en: 'closed', 'zh-CN': '结案', 'zh-TW': '結案', es: 'cerrar', ja: '結案' },
  reopen: { en: 'reopened', 'zh-CN': '重开', 'zh-TW': '重開', es: 'reabrir', ja: '再開' },
  withdraw: { en: 'withdrawn', 'zh-CN': '撤回', 'zh-TW': '撤回', es: 'retirar', ja: '取り下げ' },
};

export const qualityLogWords: Record<string, LocalizedText> = {
  create: {
    en: '{who} filed {quantity} pcs of {partNo} (delivery {deliveryNo}, line {position}) as {defect}',
    'zh-CN': '{who} 提出品质异常：{partNo}（送货单 {deliveryNo} 第 {position} 行）{defect} {quantity} 件',
    'zh-TW': '{who} 提出品質異常：{partNo}（送貨單 {deliveryNo} 第 {position} 行）{defect} {quantity} 件',
    es: '{who} registró {quantity} uds. de {partNo} (entrega {deliveryNo}, línea {position}) como {defect}',
    ja: '{who} が {partNo}（納品書 {deliveryNo} {position} 行目）の {defect} {quantity} 個を登録',
  },
  answer: {
    en: '{who} answered: root cause {rootCause}; corrective action {correctiveAction}',
    'zh-CN': '{who} 答复：根本原因 {rootCause}；纠正措施 {correctiveAction}',
    'zh-TW': '{who} 答覆：根本原因 {rootCause}；糾正措施 {correctiveAction}',
    es: '{who} respondió: causa raíz {rootCause}; acción correctiva {correctiveAction}',
    ja: '{who} が回答: 根本原因 {rootCause}、是正処置 {correctiveAction}',
  },
  close: {
    en: '{who} closed the record',
    'zh-CN': '{who} 已结案',
    'zh-TW': '{who} 已結案',
    es: '{who} cerró el registro',
    ja: '{who} が結案しました',
  },
  reopen: {
    en: '{who} reopened the record: {reason}',
    'zh-CN': '{who} 重开记录：{reason}',
    'zh-TW': '{who} 重開記錄：{reason}',
    es: '{who} reabrió el registro: {reason}',
    ja: '{who} が再開しました: {reason}',
  },
  withdraw: {
    en: '{who} withdrew the record',
    'zh-CN': '{who} 撤回了记录',
    'zh-TW': '{who} 撤回了記錄',
    es: '{who} retiró el registro',
    ja: '{who} が取り下げました',
  },
};

export const qualityBellWords: Record<string, LocalizedText> = {
  filed: {
    en: 'The customer reports {quantity} defective pcs of {partNo} (delivery {deliveryNo}): {defect}',
    'zh-CN': '客户反馈 {partNo}（送货单 {deliveryNo}）不良 {quantity} 件：{defect}',
    'zh-TW': '客戶反饋 {partNo}（送貨單 {deliveryNo}）不良 {quantity} 件：{defect}',
    es: 'El cliente informa {quantity} uds. defectuosas de {partNo} (entrega {deliveryNo}): {defect}',
    ja: '顧客が {partNo}（納品書 {deliveryNo}）の不良 {quantity} 個を報告: {defect}',
  },
  answered: {
    en: 'The factory answered quality record {no} of {partNo}',
    'zh-CN': '工厂已答复 {partNo} 的品质记录 {no}',
    'zh-TW': '工廠已答覆 {partNo} 的品質記錄 {no}',
    es: 'La fábrica respondió el registro {no} de {partNo}',
    ja: '工場が {partNo} の品質記録 {no} に回答しました',
  },
  closed: {
    en: 'The customer closed quality record {no} of {partNo}',
    'zh-CN': '客户已结案 {partNo} 的品质记录 {no}',
    'zh-TW': '客戶已結案 {partNo} 的品質記錄 {no}',
    es: 'El cliente cerró el registro {no} de {partNo}',
    ja: '顧客が {partNo} の品質記録 {no} を結案しました',
  },
  reopened: {
    en: 'The customer reopened quality record {no} of {partNo}: {reason}',
    'zh-CN': '客户重开 {partNo} 的品质记录 {no}：{reason}',
    'zh-TW': '客戶重開 {partNo} 的品質記錄 {no}：{reason}',
    es: 'El cliente reabrió el registro {no} de {partNo}: {reason}',
    ja: '顧客が {partNo} の品質記録 {no} を再開しました: {reason}',
  },
  withdrawn: {
    en: 'The customer withdrew quality record {no} of {partNo}',
    'zh-CN': '客户撤回了 {partNo} 的品质记录 {no}',
    'zh-TW': '客戶撤回了 {partNo} 的品質記錄 {no}',
    es: 'El cliente retiró el registro {no} de {partNo}',
    ja: '顧客が {partNo} の品質記録 {no} を取り下げました',
  },
};

defineMessages('quality-record', {
  defectTypeNames,
  qualityActionNames,
  qualityBellWords,
  qualityLabels,
  qualityLogWords,
  qualityMessages,
  qualityStatusNames,
});
