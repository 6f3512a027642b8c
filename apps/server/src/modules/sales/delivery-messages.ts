import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

export const deliveryLabels: Record<string, LocalizedText> = {
  lines: { en: 'Lines', 'zh-CN': '明细', 'zh-TW': '明細', es: 'Líneas', ja: '明細' },
  saleNoticeNo: { en: 'Sales notice', 'zh-CN': '销售通知', 'zh-TW': '銷售通知', es: 'Aviso de venta', ja: '販売通知' },
  quantity: { en: 'Quantity', 'zh-CN': '数量', 'zh-TW': '數量', es: 'Cantidad', ja: '数量' },
  plannedDate: { en: 'Delivery date', 'zh-CN': '送货日期', 'zh-TW': '送貨日期', es: 'Fecha de entrega', ja: '納品日' },
  address: {
    en: 'Delivery address',
    'zh-CN': '送货地址',
    'zh-TW': '送貨地址',
    es: 'Dirección de entrega',
    ja: '納品先',
  },
  packages: { en: 'Packages', 'zh-CN': '件数', 'zh-TW': '件數', es: 'Bultos', ja: '梱包数' },
  carrier: { en: 'Carrier', 'zh-CN': '承运商', 'zh-TW': '承運商', es: 'Transportista', ja: '運送会社' },
  trackingNo: {
    en: 'Tracking number',
    'zh-CN': '运单号',
    'zh-TW': '運單號',
    es: 'Número de seguimiento',
    ja: '追跡番号',
  },
  deliveryNo: { en: 'Delivery no.', 'zh-CN': '送货单号', 'zh-TW': '送貨單號', es: 'N.º de entrega', ja: '納品番号' },
  from: { en: 'From', 'zh-CN': '发货方', 'zh-TW': '發貨方', es: 'Remitente', ja: '差出人' },
  to: { en: 'To', 'zh-CN': '收货方', 'zh-TW': '收貨方', es: 'Destinatario', ja: '届け先' },
  receipt: { en: 'Receipt line', 'zh-CN': '收货明细', 'zh-TW': '收貨明細', es: 'Línea de recepción', ja: '受領明細' },
};

export const deliveryMessages = {
  notFound: {
    en: 'Delivery notice {no} was not found',
    'zh-CN': '未找到送货通知 {no}',
    'zh-TW': '未找到送貨通知 {no}',
    es: 'No se encontró el aviso de entrega {no}',
    ja: '納品通知 {no} が見つかりません',
  },
  noticeNotFound: {
    en: 'Sales notice {no} was not found',
    'zh-CN': '未找到销售通知 {no}',
    'zh-TW': '未找到銷售通知 {no}',
    es: 'No se encontró el aviso de venta {no}',
    ja: '販売通知 {no} が見つかりません',
  },
  noticeNotReleased: {
    en: 'Sales notice {no} is {status}; only a notice released to production can be delivered',
    'zh-CN': '销售通知 {no} 当前状态为{status}，只有已下达生产的通知才能送货',
    'zh-TW': '銷售通知 {no} 當前狀態為{status}，只有已下達生產的通知才能送貨',
    es: 'El aviso {no} está {status}; solo se entrega un aviso enviado a producción',
    ja: '販売通知 {no} は{status}です。生産指示済みの通知のみ納品できます',
  },
  oneCustomer: {
    en: 'a delivery goes to one customer: all its sales notices must be of the same customer',
    'zh-CN': '一张送货通知只能送给一个客户：所有销售通知须属于同一客户',
    'zh-TW': '一張送貨通知只能送給一個客戶：所有銷售通知須屬於同一客戶',
    es: 'una entrega va a un solo cliente: todos sus avisos deben ser del mismo cliente',
    ja: '1 件の納品は 1 顧客宛てです。販売通知はすべて同じ顧客のものにしてください',
  },
  beyond: {
    en: 'at most {open} pcs of sales notice {no} are left to deliver',
    'zh-CN': '销售通知 {no} 最多还可送 {open} 件',
    'zh-TW': '銷售通知 {no} 最多還可送 {open} 件',
    es: 'del aviso {no} quedan como máximo {open} uds. por entregar',
    ja: '販売通知 {no} の残り納品数は最大 {open} 個です',
  },
  sum: {
    en: 'accepted and disputed must add up to the {shipped} pcs shipped on line {position}',
    'zh-CN': '第 {position} 行的实收与异议数量之和须等于发货数量 {shipped}',
    'zh-TW': '第 {position} 行的實收與異議數量之和須等於發貨數量 {shipped}',
    es: 'aceptadas y disputadas deben sumar las {shipped} uds. enviadas en la línea {position}',
    ja: '{position} 行目の受入数と異議数の合計は出荷数 {shipped} と一致する必要があります',
  },
  reason: {
    en: 'line {position}: say why the quantity is disputed',
    'zh-CN': '第 {position} 行：请说明异议原因',
    'zh-TW': '第 {position} 行：請說明異議原因',
    es: 'línea {position}: indique por qué se disputa la cantidad',
    ja: '{position} 行目: 異議の理由を入力してください',
  },
  everyLine: {
    en: 'confirm every line of the delivery once',
    'zh-CN': '请对每一行确认一次',
    'zh-TW': '請對每一行確認一次',
    es: 'confirme cada línea de la entrega una vez',
    ja: 'すべての明細を 1 回ずつ確認してください',
  },
  wrongState: {
    en: 'Delivery notice {no} is {status}; it cannot be {action}',
    'zh-CN': '送货通知 {no} 当前状态为{status}，不能{action}',
    'zh-TW': '送貨通知 {no} 當前狀態為{status}，不能{action}',
    es: 'El aviso de entrega {no} está {status}; no se puede {action}',
    ja: '納品通知 {no} は{status}のため、{action}できません',
  },
  changed: {
    en: 'Delivery notice {no} was changed by someone else (it is now {status}); reload and try again',
    'zh-CN': '送货通知 {no} 已被他人修改（当前状态：{status}），请刷新后重试',
    'zh-TW': '送貨通知 {no} 已被他人修改（當前狀態：{status}），請刷新後重試',
    es: 'Otra persona cambió el aviso {no} (ahora está {status}); recargue e intente de nuevo',
    ja: '納品通知 {no} は他のユーザーにより変更されました（現在: {status}）',
  },
  created: {
    en: 'Delivery notice {no} planned',
    'zh-CN': '送货通知 {no} 已创建',
    'zh-TW': '送貨通知 {no} 已創建',
    es: 'Aviso de entrega {no} planificado',
    ja: '納品通知 {no} を作成しました',
  },
  done: {
    en: 'Delivery notice {no} is now {status}',
    'zh-CN': '送货通知 {no} 已{status}',
    'zh-TW': '送貨通知 {no} 已{status}',
    es: 'El aviso de entrega {no} está ahora {status}',
    ja: '納品通知 {no} は{status}になりました',
  },
} satisfies Record<string, LocalizedText>;

export const deliveryStatusNames: Record<string, LocalizedText> = {
  planned: { en: 'planned', 'zh-CN': '待发货', 'zh-TW': '待發貨', es: 'planificado', ja: '出荷予定' },
  shipped: { en: 'shipped', 'zh-CN': '已发货', 'zh-TW': '已發貨', es: 'enviado', ja: '出荷済み' },
  received: { en: 'received', 'zh-CN': '已收货', 'zh-TW': '已收貨', es: 'recibido', ja: '受領済み' },
  cancelled: { en: 'cancelled', 'zh-CN': '已取消', 'zh-TW': '已取消', es: 'cancelado', ja: 'キャンセル済み' },
};

export const deliveryActionNames: Record<string, LocalizedText> = {
  ship: { en: 'shipped', 'zh-CN': '发货', 'zh-TW': '發貨', es: 'enviar', ja: '出荷' },
  confirm_receipt: {
    en: 'received',
    'zh-CN': '确认收货',
    'zh-TW': '確認收貨',
    es: 'confirmar la recepción',
    ja: '受領確認',
  },
  cancel: { en: 'cancelled', 'zh-CN': '取消', 'zh-TW': '取消', es: 'cancelar', ja: 'キャンセル' },
};

export const deliveryLogWords: Record<string, LocalizedText> = {
  create: {
    en: '{who} planned the delivery of {lines} for {plannedDate}',
    'zh-CN': '{who} 计划于 {plannedDate} 送货：{lines}',
    'zh-TW': '{who} 計劃於 {plannedDate} 送貨：{lines}',
    es: '{who} planificó la entrega de {lines} para el {plannedDate}',
    ja: '{who} が {plannedDate} の納品を計画: {lines}',
  },
  ship: {
    en: '{who} shipped {packages} packages by {carrier}, tracking {trackingNo}',
    'zh-CN': '{who} 已发货 {packages} 件，承运商 {carrier}，运单号 {trackingNo}',
    'zh-TW': '{who} 已發貨 {packages} 件，承運商 {carrier}，運單號 {trackingNo}',
    es: '{who} envió {packages} bultos con {carrier}, seguimiento {trackingNo}',
    ja: '{who} が {carrier} で {packages} 個口を出荷、追跡番号 {trackingNo}',
  },
  confirm_receipt: {
    en: '{who} confirmed the receipt: {accepted} pcs accepted, {disputed} disputed',
    'zh-CN': '{who} 确认收货：实收 {accepted} 件，异议 {disputed} 件',
    'zh-TW': '{who} 確認收貨：實收 {accepted} 件，異議 {disputed} 件',
    es: '{who} confirmó la recepción: {accepted} uds. aceptadas, {disputed} disputadas',
    ja: '{who} が受領確認: 受入 {accepted} 個、異議 {disputed} 個',
  },
  cancel: {
    en: '{who} cancelled the delivery',
    'zh-CN': '{who} 取消了送货',
    'zh-TW': '{who} 取消了送貨',
    es: '{who} canceló la entrega',
    ja: '{who} が納品をキャンセルしました',
  },
};

defineMessages('sales', {
  deliveryActionNames,
  deliveryLabels,
  deliveryLogWords,
  deliveryMessages,
  deliveryStatusNames,
});
