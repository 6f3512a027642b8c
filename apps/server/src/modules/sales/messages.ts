import type { SaleNoticeField } from '@pcbunion/core';
import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** Labels of the sales-notice form fields, as the screens show them (a 400 names the field with its label). */
export const saleNoticeLabels: Record<SaleNoticeField | 'reason' | 'action', LocalizedText> = {
  orderNo: { en: 'Order', 'zh-CN': '订单', 'zh-TW': '訂單', es: 'Pedido', ja: '注文' },
  productName: { en: 'Product', 'zh-CN': '产品名称', 'zh-TW': '產品名稱', es: 'Producto', ja: '製品名' },
  partNo: {
    en: 'Customer part number',
    'zh-CN': '客户料号',
    'zh-TW': '客戶料號',
    es: 'Referencia del cliente',
    ja: '顧客品番',
  },
  revision: { en: 'Revision', 'zh-CN': '版本', 'zh-TW': '版本', es: 'Revisión', ja: '版数' },
  quantity: { en: 'Quantity', 'zh-CN': '数量', 'zh-TW': '數量', es: 'Cantidad', ja: '数量' },
  deliveryDate: { en: 'Delivery date', 'zh-CN': '交货日期', 'zh-TW': '交貨日期', es: 'Fecha de entrega', ja: '納期' },
  requirements: {
    en: 'Special requirements',
    'zh-CN': '特殊要求',
    'zh-TW': '特殊要求',
    es: 'Requisitos especiales',
    ja: '特記事項',
  },
  reason: { en: 'Reason', 'zh-CN': '原因', 'zh-TW': '原因', es: 'Motivo', ja: '理由' },
  action: { en: 'Action', 'zh-CN': '操作', 'zh-TW': '操作', es: 'Acción', ja: '操作' },
};

export const problemTexts: Record<'required' | 'too_long' | 'range' | 'past', LocalizedText> = {
  required: {
    en: 'cannot be empty',
    'zh-CN': '不能为空',
    'zh-TW': '不能為空',
    es: 'no puede estar vacío',
    ja: '必須です',
  },
  too_long: { en: 'is too long', 'zh-CN': '过长', 'zh-TW': '過長', es: 'es demasiado largo', ja: '長すぎます' },
  range: {
    en: 'must be a whole number from 1 to 10,000,000',
    'zh-CN': '须为 1 至 10,000,000 的整数',
    'zh-TW': '須為 1 至 10,000,000 的整數',
    es: 'debe ser un entero de 1 a 10.000.000',
    ja: '1〜10,000,000 の整数で入力してください',
  },
  past: {
    en: 'cannot be in the past',
    'zh-CN': '不能早于今天',
    'zh-TW': '不能早於今天',
    es: 'no puede ser anterior a hoy',
    ja: '過去の日付は指定できません',
  },
};

export const saleNoticeMessages = {
  notFound: {
    en: 'Sales notice {no} was not found',
    'zh-CN': '未找到销售通知 {no}',
    'zh-TW': '未找到銷售通知 {no}',
    es: 'No se encontró el aviso de venta {no}',
    ja: '販売通知 {no} が見つかりません',
  },
  orderNotFound: {
    en: "Order {no} was not found among your customers' orders",
    'zh-CN': '在您的客户订单中未找到订单 {no}',
    'zh-TW': '在您的客戶訂單中未找到訂單 {no}',
    es: 'No se encontró el pedido {no} entre los de sus clientes',
    ja: '顧客の注文に注文 {no} が見つかりません',
  },
  orderNotConfirmed: {
    en: 'Order {no} is {status}; only a paid or accepted order can be released to production',
    'zh-CN': '订单 {no} 当前状态为{status}，只有已付款或已接单的订单才能下达生产',
    'zh-TW': '訂單 {no} 當前狀態為{status}，只有已付款或已接單的訂單才能下達生產',
    es: 'El pedido {no} está {status}; solo un pedido pagado o aceptado puede pasar a producción',
    ja: '注文 {no} は{status}です。支払済みまたは受注済みの注文のみ生産に回せます',
  },
  wrongState: {
    en: 'Sales notice {no} is {status}; it cannot be {action}',
    'zh-CN': '销售通知 {no} 当前状态为{status}，不能{action}',
    'zh-TW': '銷售通知 {no} 當前狀態為{status}，不能{action}',
    es: 'El aviso de venta {no} está {status}; no se puede {action}',
    ja: '販売通知 {no} は{status}のため、{action}できません',
  },
  changed: {
    en: 'Sales notice {no} was changed by someone else (it is now {status}); reload and try again',
    'zh-CN': '销售通知 {no} 已被他人修改（当前状态：{status}），请刷新后重试',
    'zh-TW': '銷售通知 {no} 已被他人修改（當前狀態：{status}），請刷新後重試',
    es: 'Otra persona cambió el aviso {no} (ahora está {status}); recargue e intente de nuevo',
    ja: '販売通知 {no} は他のユーザーにより変更されました（現在: {status}）。再読み込みしてください',
  },
  onlyDraft: {
    en: 'Sales notice {no} is {status}; only a draft can be edited',
    'zh-CN': '销售通知 {no} 当前状态为{status}，只有草稿可以修改',
    'zh-TW': '銷售通知 {no} 當前狀態為{status}，只有草稿可以修改',
    es: 'El aviso {no} está {status}; solo se puede editar un borrador',
    ja: '販売通知 {no} は{status}です。編集できるのは下書きのみです',
  },
  created: {
    en: 'Sales notice {no} saved as a draft',
    'zh-CN': '销售通知 {no} 已保存为草稿',
    'zh-TW': '銷售通知 {no} 已保存為草稿',
    es: 'Aviso de venta {no} guardado como borrador',
    ja: '販売通知 {no} を下書き保存しました',
  },
  saved: { en: 'Saved', 'zh-CN': '已保存', 'zh-TW': '已保存', es: 'Guardado', ja: '保存しました' },
  done: {
    en: 'Sales notice {no} is now {status}',
    'zh-CN': '销售通知 {no} 已{status}',
    'zh-TW': '銷售通知 {no} 已{status}',
    es: 'El aviso de venta {no} está ahora {status}',
    ja: '販売通知 {no} は{status}になりました',
  },
} satisfies Record<string, LocalizedText>;

export const statusNames: Record<string, LocalizedText> = {
  draft: { en: 'a draft', 'zh-CN': '草稿', 'zh-TW': '草稿', es: 'borrador', ja: '下書き' },
  released: {
    en: 'released to production',
    'zh-CN': '已下达生产',
    'zh-TW': '已下達生產',
    es: 'enviado a producción',
    ja: '生産指示済み',
  },
  acknowledged: {
    en: 'acknowledged by production',
    'zh-CN': '生产已确认',
    'zh-TW': '生產已確認',
    es: 'confirmado por producción',
    ja: '生産確認済み',
  },
  cancelled: { en: 'cancelled', 'zh-CN': '已取消', 'zh-TW': '已取消', es: 'cancelado', ja: 'キャンセル済み' },
};

export const orderStatusNames: Record<string, LocalizedText> = {
  unpaid: { en: 'unpaid', 'zh-CN': '待付款', 'zh-TW': '待付款', es: 'pendiente de pago', ja: '未払い' },
  paid: { en: 'paid', 'zh-CN': '已付款', 'zh-TW': '已付款', es: 'pagado', ja: '支払済み' },
  pending_shipment: { en: 'accepted', 'zh-CN': '待发货', 'zh-TW': '待發貨', es: 'aceptado', ja: '出荷待ち' },
  pending_receipt: { en: 'shipped', 'zh-CN': '待收货', 'zh-TW': '待收貨', es: 'enviado', ja: '受領待ち' },
  completed: { en: 'completed', 'zh-CN': '已完成', 'zh-TW': '已完成', es: 'completado', ja: '完了' },
  cancelled: { en: 'cancelled', 'zh-CN': '已取消', 'zh-TW': '已取消', es: 'cancelado', ja: 'キャンセル済み' },
};

export const actionNames: Record<string, LocalizedText> = {
  release: { en: 'released', 'zh-CN': '下达生产', 'zh-TW': '下達生產', es: 'enviar a producción', ja: '生産指示' },
  acknowledge: { en: 'acknowledged', 'zh-CN': '生产确认', 'zh-TW': '生產確認', es: 'confirmar', ja: '生産確認' },
  cancel: { en: 'cancelled', 'zh-CN': '取消', 'zh-TW': '取消', es: 'cancelar', ja: 'キャンセル' },
};

/** The operation log in words: `{who}` and the values the change stored. */
export const logWords: Record<string, LocalizedText> = {
  create: {
    en: '{who} wrote the sales notice for order {orderNo}: {quantity} pcs of {partNo} due {deliveryDate}',
    'zh-CN': '{who} 为订单 {orderNo} 编写销售通知：{partNo} 共 {quantity} 件，交期 {deliveryDate}',
    'zh-TW': '{who} 為訂單 {orderNo} 編寫銷售通知：{partNo} 共 {quantity} 件，交期 {deliveryDate}',
    es: '{who} redactó el aviso de venta del pedido {orderNo}: {quantity} uds. de {partNo} para el {deliveryDate}',
    ja: '{who} が注文 {orderNo} の販売通知を作成: {partNo} {quantity} 個、納期 {deliveryDate}',
  },
  edit: {
    en: '{who} changed the draft: {quantity} pcs of {partNo} due {deliveryDate}',
    'zh-CN': '{who} 修改了草稿：{partNo} 共 {quantity} 件，交期 {deliveryDate}',
    'zh-TW': '{who} 修改了草稿：{partNo} 共 {quantity} 件，交期 {deliveryDate}',
    es: '{who} cambió el borrador: {quantity} uds. de {partNo} para el {deliveryDate}',
    ja: '{who} が下書きを変更: {partNo} {quantity} 個、納期 {deliveryDate}',
  },
  release: {
    en: '{who} released the notice to production',
    'zh-CN': '{who} 将通知下达生产',
    'zh-TW': '{who} 將通知下達生產',
    es: '{who} envió el aviso a producción',
    ja: '{who} が生産に指示しました',
  },
  acknowledge: {
    en: '{who} acknowledged it for production',
    'zh-CN': '{who} 确认生产',
    'zh-TW': '{who} 確認生產',
    es: '{who} lo confirmó para producción',
    ja: '{who} が生産を確認しました',
  },
  cancel: {
    en: '{who} cancelled the notice: {reason}',
    'zh-CN': '{who} 取消了通知：{reason}',
    'zh-TW': '{who} 取消了通知：{reason}',
    es: '{who} canceló el aviso: {reason}',
    ja: '{who} が通知をキャンセル: {reason}',
  },
};

/** Bell titles: the customer hears its order went to production; production hears a notice is waiting. */
export const bellWords: Record<string, LocalizedText> = {
  released_customer: {
    en: 'Order {orderNo} was released to production (sales notice {no})',
    'zh-CN': '订单 {orderNo} 已下达生产（销售通知 {no}）',
    'zh-TW': '訂單 {orderNo} 已下達生產（銷售通知 {no}）',
    es: 'El pedido {orderNo} pasó a producción (aviso {no})',
    ja: '注文 {orderNo} が生産に回りました（販売通知 {no}）',
  },
  released_factory: {
    en: 'Sales notice {no} waits for production to acknowledge it',
    'zh-CN': '销售通知 {no} 待生产确认',
    'zh-TW': '銷售通知 {no} 待生產確認',
    es: 'El aviso de venta {no} espera la confirmación de producción',
    ja: '販売通知 {no} が生産確認待ちです',
  },
  acknowledged_customer: {
    en: 'Production acknowledged order {orderNo} (sales notice {no})',
    'zh-CN': '订单 {orderNo} 已由生产确认（销售通知 {no}）',
    'zh-TW': '訂單 {orderNo} 已由生產確認（銷售通知 {no}）',
    es: 'Producción confirmó el pedido {orderNo} (aviso {no})',
    ja: '注文 {orderNo} を生産が確認しました（販売通知 {no}）',
  },
  shipped_customer: {
    en: 'Delivery {no} is on its way: {carrier} {trackingNo}; confirm the receipt when it arrives',
    'zh-CN': '送货单 {no} 已发出：{carrier} {trackingNo}，到货后请确认收货',
    'zh-TW': '送貨單 {no} 已發出：{carrier} {trackingNo}，到貨後請確認收貨',
    es: 'La entrega {no} está en camino: {carrier} {trackingNo}; confirme la recepción al llegar',
    ja: '納品 {no} を出荷しました: {carrier} {trackingNo}。到着後に受領確認してください',
  },
  received_factory: {
    en: 'The customer confirmed the receipt of delivery {no} ({disputed} pcs disputed)',
    'zh-CN': '客户已确认送货单 {no} 收货（异议 {disputed} 件）',
    'zh-TW': '客戶已確認送貨單 {no} 收貨（異議 {disputed} 件）',
    es: 'El cliente confirmó la recepción de la entrega {no} ({disputed} uds. disputadas)',
    ja: '顧客が納品 {no} の受領を確認しました（異議 {disputed} 個）',
  },
};

defineMessages('sales', {
  actionNames,
  bellWords,
  logWords,
  orderStatusNames,
  problemTexts,
  saleNoticeLabels,
  saleNoticeMessages,
  statusNames,
});
