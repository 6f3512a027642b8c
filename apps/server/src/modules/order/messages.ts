import type { OrderStatus, RefundStatus } from '@pcbunion/core';
import type { LocalizedText } from '../../http/messages.js';

/** The order module's answers in the five languages. `{status}` is filled with a word of `statusWords`. */
export const orderMessages = {
  orderNotFound: { en: 'No order {no}', 'zh-CN': '订单 {no} 不存在', 'zh-TW': '訂單 {no} 不存在', es: 'No existe el pedido {no}', ja: '注文 {no} はありません' },
  wrongState: {
    en: 'Order {no} is {status}: it cannot be {action} now',
    'zh-CN': '订单 {no} 当前状态为{status}，不能{action}',
    'zh-TW': '訂單 {no} 當前狀態為{status}，不能{action}',
    es: 'El pedido {no} está {status}: ahora no se puede {action}',
    ja: '注文 {no} は{status}のため、{action}できません',
  },
  refundOpen: {
    en: 'Order {no} has a refund request waiting: decide it before it can be {action}',
    'zh-CN': '订单 {no} 有待处理的退款申请，请先处理后再{action}',
    'zh-TW': '訂單 {no} 有待處理的退款申請，請先處理後再{action}',
    es: 'El pedido {no} tiene una solicitud de reembolso pendiente: decídala antes de {action}',
    ja: '注文 {no} には未処理の返金申請があります。先に処理してから{action}してください',
  },
  inRecycleBin: {
    en: 'Order {no} is in the recycle bin: restore it first',
    'zh-CN': '订单 {no} 在回收站中，请先恢复',
    'zh-TW': '訂單 {no} 在回收站中，請先恢復',
    es: 'El pedido {no} está en la papelera: restáurelo primero',
    ja: '注文 {no} はごみ箱にあります。先に復元してください',
  },
  notInRecycleBin: {
    en: 'Order {no} is not in the recycle bin',
    'zh-CN': '订单 {no} 不在回收站中',
    'zh-TW': '訂單 {no} 不在回收站中',
    es: 'El pedido {no} no está en la papelera',
    ja: '注文 {no} はごみ箱にありません',
  },
  insufficientBalance: {
    en: 'Insufficient balance: available {available}, order total {total}; please recharge first',
    'zh-CN': '余额不足：可用余额 {available}，订单金额 {total}，请先充值',
    'zh-TW': '餘額不足：可用餘額 {available}，訂單金額 {total}，請先充值',
    es: 'Saldo insuficiente: disponible {available}, total del pedido {total}; recargue primero',
    ja: '残高不足です：利用可能 {available}、注文金額 {total}。先にチャージしてください',
  },
  refundNotFound: { en: 'No refund {id}', 'zh-CN': '退款申请 {id} 不存在', 'zh-TW': '退款申請 {id} 不存在', es: 'No existe el reembolso {id}', ja: '返金 {id} はありません' },
  refundWrongState: {
    en: 'Refund {no} is {status}: it cannot be {action} now',
    'zh-CN': '退款申请 {no} 当前状态为{status}，不能{action}',
    'zh-TW': '退款申請 {no} 當前狀態為{status}，不能{action}',
    es: 'El reembolso {no} está {status}: ahora no se puede {action}',
    ja: '返金 {no} は{status}のため、{action}できません',
  },
  refundExceeds: {
    en: 'amount: a refund cannot exceed what was paid and not yet refunded ({refundable})',
    'zh-CN': 'amount：退款金额不能超过已付未退金额（{refundable}）',
    'zh-TW': 'amount：退款金額不能超過已付未退金額（{refundable}）',
    es: 'amount: un reembolso no puede superar lo pagado y no reembolsado ({refundable})',
    ja: 'amount: 返金額は支払済みで未返金の金額（{refundable}）を超えられません',
  },
  badAmount: {
    en: '{field}: a positive amount with at most two decimals',
    'zh-CN': '{field}：请输入大于0且最多两位小数的金额',
    'zh-TW': '{field}：請輸入大於0且最多兩位小數的金額',
    es: '{field}: un importe positivo con dos decimales como máximo',
    ja: '{field}: 0より大きく小数点以下2桁までの金額を入力してください',
  },
  invoiceZero: {
    en: 'amount: the invoiced amount cannot be 0',
    'zh-CN': 'amount：开票金额不能为0',
    'zh-TW': 'amount：開票金額不能為0',
    es: 'amount: el importe a facturar no puede ser 0',
    ja: 'amount: 請求金額は0にできません',
  },
  invoiceAllDone: {
    en: 'amount: everything paid on order {no} is already invoiced',
    'zh-CN': 'amount：订单 {no} 的金额已全部开票',
    'zh-TW': 'amount：訂單 {no} 的金額已全部開票',
    es: 'amount: todo lo pagado del pedido {no} ya está facturado',
    ja: 'amount: 注文 {no} の金額はすべて請求済みです',
  },
  invoiceExceeds: {
    en: 'amount: at most {open} is left to invoice on order {no}',
    'zh-CN': 'amount：订单 {no} 最多还可开票 {open}',
    'zh-TW': 'amount：訂單 {no} 最多還可開票 {open}',
    es: 'amount: quedan como máximo {open} por facturar en el pedido {no}',
    ja: 'amount: 注文 {no} の請求可能額は最大 {open} です',
  },
  invoicingInfoRequired: {
    en: 'invoicingInfoId: please select the invoicing info',
    'zh-CN': 'invoicingInfoId：请选择开票信息',
    'zh-TW': 'invoicingInfoId：請選擇開票信息',
    es: 'invoicingInfoId: seleccione los datos de facturación',
    ja: 'invoicingInfoId: 請求先情報を選択してください',
  },
  invoicingInfoInvalid: {
    en: 'invoicingInfoId: that invoicing info is not valid',
    'zh-CN': 'invoicingInfoId：该开票信息无效',
    'zh-TW': 'invoicingInfoId：該開票信息無效',
    es: 'invoicingInfoId: esos datos de facturación no son válidos',
    ja: 'invoicingInfoId: その請求先情報は無効です',
  },
  applicationNotFound: { en: 'No invoice application {id}', 'zh-CN': '开票申请 {id} 不存在', 'zh-TW': '開票申請 {id} 不存在', es: 'No existe la solicitud de factura {id}', ja: '請求書申請 {id} はありません' },
  applicationIssued: {
    en: 'Invoice application {no} is already issued',
    'zh-CN': '开票申请 {no} 已开票',
    'zh-TW': '開票申請 {no} 已開票',
    es: 'La solicitud de factura {no} ya está emitida',
    ja: '請求書申請 {no} は発行済みです',
  },
  reasonRequired: { en: 'reason: please give a reason', 'zh-CN': 'reason：请填写原因', 'zh-TW': 'reason：請填寫原因', es: 'reason: indique un motivo', ja: 'reason: 理由を入力してください' },
} satisfies Record<string, LocalizedText>;

export const statusWords: Record<OrderStatus, LocalizedText> = {
  unpaid: { en: 'unpaid', 'zh-CN': '待付款', 'zh-TW': '待付款', es: 'pendiente de pago', ja: '未払い' },
  paid: { en: 'paid', 'zh-CN': '已付款', 'zh-TW': '已付款', es: 'pagado', ja: '支払済み' },
  pending_shipment: { en: 'pending shipment', 'zh-CN': '待发货', 'zh-TW': '待發貨', es: 'pendiente de envío', ja: '発送待ち' },
  pending_receipt: { en: 'pending receipt', 'zh-CN': '待收货', 'zh-TW': '待收貨', es: 'pendiente de recepción', ja: '受取待ち' },
  completed: { en: 'completed', 'zh-CN': '已完成', 'zh-TW': '已完成', es: 'completado', ja: '完了' },
  cancelled: { en: 'cancelled', 'zh-CN': '已取消', 'zh-TW': '已取消', es: 'cancelado', ja: 'キャンセル済み' },
};

export const refundStatusWords: Record<RefundStatus, LocalizedText> = {
  requested: { en: 'requested', 'zh-CN': '待处理', 'zh-TW': '待處理', es: 'solicitado', ja: '申請中' },
  approved: { en: 'approved', 'zh-CN': '已同意', 'zh-TW': '已同意', es: 'aprobado', ja: '承認済み' },
  rejected: { en: 'rejected', 'zh-CN': '已驳回', 'zh-TW': '已駁回', es: 'rechazado', ja: '却下' },
  cancelled: { en: 'cancelled', 'zh-CN': '已取消', 'zh-TW': '已取消', es: 'cancelado', ja: '取消' },
};

/** Actions as they read inside "cannot be {action}". */
export const actionWords: Record<string, LocalizedText> = {
  pay: { en: 'paid', 'zh-CN': '付款', 'zh-TW': '付款', es: 'pagar', ja: '支払い' },
  cancel: { en: 'cancelled', 'zh-CN': '取消', 'zh-TW': '取消', es: 'cancelar', ja: 'キャンセル' },
  accept: { en: 'accepted', 'zh-CN': '接单', 'zh-TW': '接單', es: 'aceptar', ja: '受注' },
  ship: { en: 'shipped', 'zh-CN': '发货', 'zh-TW': '發貨', es: 'enviar', ja: '発送' },
  confirm_receipt: { en: 'confirmed as received', 'zh-CN': '确认收货', 'zh-TW': '確認收貨', es: 'confirmar la recepción', ja: '受取確認' },
  auto_confirm: { en: 'confirmed as received', 'zh-CN': '自动确认收货', 'zh-TW': '自動確認收貨', es: 'confirmar la recepción', ja: '自動受取確認' },
  request_refund: { en: 'refunded', 'zh-CN': '申请退款', 'zh-TW': '申請退款', es: 'solicitar un reembolso', ja: '返金申請' },
  apply_invoice: { en: 'invoiced', 'zh-CN': '申请开票', 'zh-TW': '申請開票', es: 'solicitar factura', ja: '請求書申請' },
  delete: { en: 'deleted', 'zh-CN': '删除', 'zh-TW': '刪除', es: 'eliminar', ja: '削除' },
  restore: { en: 'restored', 'zh-CN': '恢复', 'zh-TW': '恢復', es: 'restaurar', ja: '復元' },
  approve: { en: 'approved', 'zh-CN': '同意', 'zh-TW': '同意', es: 'aprobar', ja: '承認' },
  reject: { en: 'rejected', 'zh-CN': '驳回', 'zh-TW': '駁回', es: 'rechazar', ja: '却下' },
};

/** The operation log of an order, in words. `{who}` the actor, `{amount}`, `{reason}`, `{productionNo}`, … */
export const logWords: Record<string, LocalizedText> = {
  create: { en: '{who} placed the order ({amount})', 'zh-CN': '{who} 提交了订单（{amount}）', 'zh-TW': '{who} 提交了訂單（{amount}）', es: '{who} realizó el pedido ({amount})', ja: '{who} が注文しました（{amount}）' },
  pay: { en: '{who} paid {amount} from the wallet', 'zh-CN': '{who} 使用余额支付了 {amount}', 'zh-TW': '{who} 使用餘額支付了 {amount}', es: '{who} pagó {amount} con el saldo', ja: '{who} が残高から {amount} を支払いました' },
  cancel: { en: '{who} cancelled the order', 'zh-CN': '{who} 取消了订单', 'zh-TW': '{who} 取消了訂單', es: '{who} canceló el pedido', ja: '{who} が注文をキャンセルしました' },
  accept: { en: '{who} accepted the order, production number {productionNo}', 'zh-CN': '{who} 接单，生产编号 {productionNo}', 'zh-TW': '{who} 接單，生產編號 {productionNo}', es: '{who} aceptó el pedido, número de producción {productionNo}', ja: '{who} が受注しました（製造番号 {productionNo}）' },
  ship: { en: '{who} shipped it by {carrier}, tracking number {trackingNo}', 'zh-CN': '{who} 已发货：{carrier}，运单号 {trackingNo}', 'zh-TW': '{who} 已發貨：{carrier}，運單號 {trackingNo}', es: '{who} lo envió por {carrier}, seguimiento {trackingNo}', ja: '{who} が {carrier} で発送しました（追跡番号 {trackingNo}）' },
  confirm_receipt: { en: '{who} confirmed receipt; {amount} released to the factory', 'zh-CN': '{who} 确认收货，{amount} 已结算给工厂', 'zh-TW': '{who} 確認收貨，{amount} 已結算給工廠', es: '{who} confirmó la recepción; {amount} liberado a la fábrica', ja: '{who} が受取を確認し、{amount} を工場に支払いました' },
  auto_confirm: { en: 'Receipt confirmed automatically; {amount} released to the factory', 'zh-CN': '系统自动确认收货，{amount} 已结算给工厂', 'zh-TW': '系統自動確認收貨，{amount} 已結算給工廠', es: 'Recepción confirmada automáticamente; {amount} liberado a la fábrica', ja: '自動で受取確認され、{amount} を工場に支払いました' },
  request_refund: { en: '{who} asked for a refund of {amount}: {reason}', 'zh-CN': '{who} 申请退款 {amount}：{reason}', 'zh-TW': '{who} 申請退款 {amount}：{reason}', es: '{who} pidió un reembolso de {amount}: {reason}', ja: '{who} が {amount} の返金を申請しました：{reason}' },
  cancel_refund: { en: '{who} cancelled the refund request of {amount}', 'zh-CN': '{who} 取消了 {amount} 的退款申请', 'zh-TW': '{who} 取消了 {amount} 的退款申請', es: '{who} canceló la solicitud de reembolso de {amount}', ja: '{who} が {amount} の返金申請を取り消しました' },
  approve_refund: { en: '{who} approved the refund of {amount}; it went back to the customer\'s wallet', 'zh-CN': '{who} 同意退款 {amount}，已退回客户余额', 'zh-TW': '{who} 同意退款 {amount}，已退回客戶餘額', es: '{who} aprobó el reembolso de {amount}; volvió al saldo del cliente', ja: '{who} が {amount} の返金を承認し、顧客の残高に戻しました' },
  reject_refund: { en: '{who} rejected the refund of {amount}: {reason}', 'zh-CN': '{who} 驳回了 {amount} 的退款申请：{reason}', 'zh-TW': '{who} 駁回了 {amount} 的退款申請：{reason}', es: '{who} rechazó el reembolso de {amount}: {reason}', ja: '{who} が {amount} の返金を却下しました：{reason}' },
  apply_invoice: { en: '{who} applied for an invoice of {amount}', 'zh-CN': '{who} 申请开票 {amount}', 'zh-TW': '{who} 申請開票 {amount}', es: '{who} solicitó una factura de {amount}', ja: '{who} が {amount} の請求書を申請しました' },
  issue_invoice: { en: '{who} issued the invoice of {amount}', 'zh-CN': '{who} 已开具 {amount} 的发票', 'zh-TW': '{who} 已開具 {amount} 的發票', es: '{who} emitió la factura de {amount}', ja: '{who} が {amount} の請求書を発行しました' },
  delete: { en: '{who} moved the order to the recycle bin', 'zh-CN': '{who} 将订单移入回收站', 'zh-TW': '{who} 將訂單移入回收站', es: '{who} movió el pedido a la papelera', ja: '{who} が注文をごみ箱に移動しました' },
  restore: { en: '{who} restored the order from the recycle bin', 'zh-CN': '{who} 从回收站恢复了订单', 'zh-TW': '{who} 從回收站恢復了訂單', es: '{who} restauró el pedido de la papelera', ja: '{who} が注文をごみ箱から復元しました' },
  reorder: { en: '{who} reordered it as inquiry {inquiryNo}', 'zh-CN': '{who} 再次下单，新询价单 {inquiryNo}', 'zh-TW': '{who} 再次下單，新詢價單 {inquiryNo}', es: '{who} lo volvió a pedir como consulta {inquiryNo}', ja: '{who} が引合 {inquiryNo} として再注文しました' },
};

/** Bell notifications to the other side: title by event, `{no}` the order number. */
export const bellWords: Record<string, LocalizedText> = {
  create: { en: 'New order {no}', 'zh-CN': '新订单 {no}', 'zh-TW': '新訂單 {no}', es: 'Nuevo pedido {no}', ja: '新規注文 {no}' },
  pay: { en: 'Order {no} was paid', 'zh-CN': '订单 {no} 已付款', 'zh-TW': '訂單 {no} 已付款', es: 'El pedido {no} fue pagado', ja: '注文 {no} が支払われました' },
  cancel: { en: 'Order {no} was cancelled', 'zh-CN': '订单 {no} 已取消', 'zh-TW': '訂單 {no} 已取消', es: 'El pedido {no} fue cancelado', ja: '注文 {no} がキャンセルされました' },
  accept: { en: 'Order {no} was accepted', 'zh-CN': '订单 {no} 已接单', 'zh-TW': '訂單 {no} 已接單', es: 'El pedido {no} fue aceptado', ja: '注文 {no} が受注されました' },
  ship: { en: 'Order {no} was shipped', 'zh-CN': '订单 {no} 已发货', 'zh-TW': '訂單 {no} 已發貨', es: 'El pedido {no} fue enviado', ja: '注文 {no} が発送されました' },
  confirm_receipt: { en: 'Order {no} was received; the payment is in your wallet', 'zh-CN': '订单 {no} 已确认收货，货款已入账', 'zh-TW': '訂單 {no} 已確認收貨，貨款已入賬', es: 'El pedido {no} fue recibido; el pago está en su saldo', ja: '注文 {no} が受取確認され、代金が入金されました' },
  request_refund: { en: 'Refund requested on order {no}', 'zh-CN': '订单 {no} 申请退款', 'zh-TW': '訂單 {no} 申請退款', es: 'Reembolso solicitado en el pedido {no}', ja: '注文 {no} に返金申請があります' },
  cancel_refund: { en: 'Refund request on order {no} cancelled', 'zh-CN': '订单 {no} 的退款申请已取消', 'zh-TW': '訂單 {no} 的退款申請已取消', es: 'Solicitud de reembolso del pedido {no} cancelada', ja: '注文 {no} の返金申請が取り消されました' },
  approve_refund: { en: 'Refund on order {no} approved', 'zh-CN': '订单 {no} 的退款已同意', 'zh-TW': '訂單 {no} 的退款已同意', es: 'Reembolso del pedido {no} aprobado', ja: '注文 {no} の返金が承認されました' },
  reject_refund: { en: 'Refund on order {no} rejected', 'zh-CN': '订单 {no} 的退款被驳回', 'zh-TW': '訂單 {no} 的退款被駁回', es: 'Reembolso del pedido {no} rechazado', ja: '注文 {no} の返金が却下されました' },
  apply_invoice: { en: 'Invoice requested on order {no}', 'zh-CN': '订单 {no} 申请开票', 'zh-TW': '訂單 {no} 申請開票', es: 'Factura solicitada en el pedido {no}', ja: '注文 {no} に請求書申請があります' },
  issue_invoice: { en: 'Invoice for order {no} issued', 'zh-CN': '订单 {no} 的发票已开具', 'zh-TW': '訂單 {no} 的發票已開具', es: 'Factura del pedido {no} emitida', ja: '注文 {no} の請求書が発行されました' },
};

export const dateMessages = {
  badDate: { en: '{field}: a date such as 2026-01-31', 'zh-CN': '{field}：请输入日期，例如 2026-01-31', 'zh-TW': '{field}：請輸入日期，例如 2026-01-31', es: '{field}: una fecha como 2026-01-31', ja: '{field}: 2026-01-31 のような日付' },
} satisfies Record<string, LocalizedText>;
