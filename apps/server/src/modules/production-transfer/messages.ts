import { localizedText, type LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

const L = localizedText;

/** The words of production transfers (outsourcing, issue 20): labels, refusals, states, the log and the bells. */
export const transferLabels: Record<string, LocalizedText> = {
  orderNo: L('Order', '订单', '訂單', 'Pedido', '注文'),
  toFactoryNo: L('Receiving factory', '承接工厂', '承接工廠', 'Fábrica receptora', '受託工場'),
  quantity: L('Quantity', '数量', '數量', 'Cantidad', '数量'),
  dueDate: L('Due date', '要求交期', '要求交期', 'Fecha requerida', '希望納期'),
  reason: L('Reason', '原因', '原因', 'Motivo', '理由'),
};

export const transferMessages = {
  notFound: L(
    'Production transfer {no} was not found',
    '未找到生产调拨单 {no}',
    '未找到生產調撥單 {no}',
    'No se encontró el traspaso de producción {no}',
    '生産移管 {no} が見つかりません',
  ),
  orderNotFound: L(
    'Order {no} was not found',
    '未找到订单 {no}',
    '未找到訂單 {no}',
    'No se encontró el pedido {no}',
    '注文 {no} が見つかりません',
  ),
  orderState: L(
    'Order {no} is {status}; only a paid order not yet shipped can move to another factory',
    '订单 {no} 当前状态为{status}，只有已付款未发货的订单可以调拨生产',
    '訂單 {no} 當前狀態為{status}，只有已付款未發貨的訂單可以調撥生產',
    'El pedido {no} está {status}; solo un pedido pagado y no enviado puede pasar a otra fábrica',
    '注文 {no} は{status}です。支払済み・未出荷の注文のみ移管できます',
  ),
  factoryNotFound: L(
    'no other factory {no} on the platform',
    '平台上没有其他工厂 {no}',
    '平台上沒有其他工廠 {no}',
    'no hay otra fábrica {no} en la plataforma',
    'プラットフォームに他の工場 {no} がありません',
  ),
  pendingExists: L(
    'Order {no} already has a pending production transfer {transfer}; wait for the answer or withdraw it',
    '订单 {no} 已有待答复的生产调拨单 {transfer}，请等待答复或撤回',
    '訂單 {no} 已有待答覆的生產調撥單 {transfer}，請等待答覆或撤回',
    'El pedido {no} ya tiene el traspaso pendiente {transfer}',
    '注文 {no} には回答待ちの生産移管 {transfer} があります',
  ),
  acceptedExists: L(
    'Order {no} is already produced at another factory ({transfer})',
    '订单 {no} 已调拨至其他工厂生产（{transfer}）',
    '訂單 {no} 已調撥至其他工廠生產（{transfer}）',
    'El pedido {no} ya se produce en otra fábrica ({transfer})',
    '注文 {no} は既に他工場で生産中です（{transfer}）',
  ),
  past: L(
    'cannot be in the past',
    '不能早于今天',
    '不能早於今天',
    'no puede estar en el pasado',
    '過去の日付は指定できません',
  ),
  reasonNeeded: L('say why', '请填写原因', '請填寫原因', 'indique el motivo', '理由を入力してください'),
  wrongState: L(
    'Production transfer {no} is {status}; it cannot be {action}',
    '生产调拨单 {no} 当前状态为{status}，不能{action}',
    '生產調撥單 {no} 當前狀態為{status}，不能{action}',
    'El traspaso {no} está {status}; no se puede {action}',
    '生産移管 {no} は{status}のため、{action}できません',
  ),
  changed: L(
    'Production transfer {no} was changed by someone else (it is now {status}); reload and try again',
    '生产调拨单 {no} 已被他人修改（当前状态：{status}），请刷新后重试',
    '生產調撥單 {no} 已被他人修改（當前狀態：{status}），請刷新後重試',
    'Otra persona cambió el traspaso {no} (ahora está {status}); recargue',
    '生産移管 {no} は他のユーザーにより変更されました（現在: {status}）',
  ),
  wrongSide: L(
    'Only the receiving factory accepts or declines a production transfer; the sending factory may withdraw it',
    '生产调拨只能由承接工厂接受或拒绝，发出工厂可撤回',
    '生產調撥只能由承接工廠接受或拒絕，發出工廠可撤回',
    'Solo la fábrica receptora acepta o rechaza; la emisora puede retirarlo',
    '受諾・辞退は受託工場のみ、依頼工場は取り下げのみ可能です',
  ),
  created: L(
    'Production transfer {no} sent to the receiving factory',
    '生产调拨单 {no} 已发给承接工厂',
    '生產調撥單 {no} 已發給承接工廠',
    'Traspaso {no} enviado a la fábrica receptora',
    '生産移管 {no} を受託工場へ送りました',
  ),
  done: L(
    'Production transfer {no} is now {status}',
    '生产调拨单 {no} 已{status}',
    '生產調撥單 {no} 已{status}',
    'El traspaso {no} está ahora {status}',
    '生産移管 {no} は{status}になりました',
  ),
} satisfies Record<string, LocalizedText>;

export const transferStatusNames: Record<string, LocalizedText> = {
  pending: L(
    'awaiting the receiving factory',
    '待承接工厂确认',
    '待承接工廠確認',
    'pendiente de la fábrica receptora',
    '受託工場の回答待ち',
  ),
  accepted: L('accepted', '已接受', '已接受', 'aceptado', '受諾済み'),
  declined: L('declined', '已拒绝', '已拒絕', 'rechazado', '辞退済み'),
  withdrawn: L('withdrawn', '已撤回', '已撤回', 'retirado', '取り下げ済み'),
};
export const transferActionNames: Record<string, LocalizedText> = {
  accept: L('accepted', '接受', '接受', 'aceptar', '受諾'),
  decline: L('declined', '拒绝', '拒絕', 'rechazar', '辞退'),
  withdraw: L('withdrawn', '撤回', '撤回', 'retirar', '取り下げ'),
};
export const orderStatusWords: Record<string, LocalizedText> = {
  unpaid: L('unpaid', '待付款', '待付款', 'pendiente de pago', '未払い'),
  paid: L('paid', '已付款', '已付款', 'pagado', '支払済み'),
  pending_shipment: L('awaiting shipment', '待发货', '待發貨', 'pendiente de envío', '出荷待ち'),
  pending_receipt: L('shipped', '待收货', '待收貨', 'enviado', '受領待ち'),
  completed: L('completed', '已完成', '已完成', 'completado', '完了'),
  cancelled: L('cancelled', '已取消', '已取消', 'cancelado', '取消済み'),
};

export const transferLogWords: Record<string, LocalizedText> = {
  create: L(
    '{who} asked {to} to produce order {orderNo} ({quantity} pcs by {dueDate}): {reason}',
    '{who} 请 {to} 承接订单 {orderNo} 的生产（{quantity} 片，{dueDate} 前）：{reason}',
    '{who} 請 {to} 承接訂單 {orderNo} 的生產（{quantity} 片，{dueDate} 前）：{reason}',
    '{who} pidió a {to} producir el pedido {orderNo} ({quantity} uds. para el {dueDate}): {reason}',
    '{who} が {to} に注文 {orderNo} の生産を依頼（{quantity} 枚、{dueDate} まで）: {reason}',
  ),
  accept: L(
    '{who} accepted: {to} now produces order {orderNo}',
    '{who} 接受：订单 {orderNo} 改由 {to} 生产',
    '{who} 接受：訂單 {orderNo} 改由 {to} 生產',
    '{who} aceptó: {to} produce ahora el pedido {orderNo}',
    '{who} が受諾: 注文 {orderNo} は {to} で生産します',
  ),
  decline: L(
    '{who} declined: {reason}',
    '{who} 拒绝：{reason}',
    '{who} 拒絕：{reason}',
    '{who} lo rechazó: {reason}',
    '{who} が辞退: {reason}',
  ),
  withdraw: L(
    '{who} withdrew the transfer',
    '{who} 撤回了调拨',
    '{who} 撤回了調撥',
    '{who} retiró el traspaso',
    '{who} が移管を取り下げました',
  ),
};

export const transferBellWords: Record<string, LocalizedText> = {
  asked: L(
    '{from} asks you to produce order {orderNo} ({quantity} pcs by {dueDate})',
    '{from} 请您承接订单 {orderNo} 的生产（{quantity} 片，{dueDate} 前）',
    '{from} 請您承接訂單 {orderNo} 的生產（{quantity} 片，{dueDate} 前）',
    '{from} le pide producir el pedido {orderNo} ({quantity} uds. para el {dueDate})',
    '{from} から注文 {orderNo} の生産依頼（{quantity} 枚、{dueDate} まで）',
  ),
  accepted: L(
    '{to} accepted to produce order {orderNo}',
    '{to} 已接受订单 {orderNo} 的生产',
    '{to} 已接受訂單 {orderNo} 的生產',
    '{to} aceptó producir el pedido {orderNo}',
    '{to} が注文 {orderNo} の生産を受諾しました',
  ),
  declined: L(
    '{to} declined order {orderNo}: {reason}',
    '{to} 拒绝承接订单 {orderNo}：{reason}',
    '{to} 拒絕承接訂單 {orderNo}：{reason}',
    '{to} rechazó el pedido {orderNo}: {reason}',
    '{to} が注文 {orderNo} を辞退: {reason}',
  ),
  withdrawn: L(
    '{from} withdrew its request to produce order {orderNo}',
    '{from} 撤回了订单 {orderNo} 的生产调拨',
    '{from} 撤回了訂單 {orderNo} 的生產調撥',
    '{from} retiró su solicitud del pedido {orderNo}',
    '{from} が注文 {orderNo} の生産移管を取り下げました',
  ),
  customer: L(
    'Your order {orderNo} is now produced by {to} on behalf of {from}; {from} remains your supplier for it',
    '您的订单 {orderNo} 已由 {from} 委托 {to} 生产，{from} 仍对该订单负责',
    '您的訂單 {orderNo} 已由 {from} 委託 {to} 生產，{from} 仍對該訂單負責',
    'Su pedido {orderNo} lo produce ahora {to} por encargo de {from}; {from} sigue siendo su proveedor',
    'ご注文 {orderNo} は {from} の委託により {to} で生産されます（責任は引き続き {from}）',
  ),
};

defineMessages('production-transfer', {
  orderStatusWords,
  transferActionNames,
  transferBellWords,
  transferLabels,
  transferLogWords,
  transferMessages,
  transferStatusNames,
});
