import { localizedText, type LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

type L = LocalizedText;
const t = localizedText;

/** The labels a refusal names a field by (and the statement's and invoice's columns in Excel and the PDF). */
export const billingLabels: Record<string, L> = {
  customerUid: t('Customer', '客户', '客戶', 'Cliente', '顧客'),
  period: t('Period', '对账期间', '對賬期間', 'Período', '対象期間'),
  lines: t('Lines', '明细', '明細', 'Líneas', '明細'),
  line: t('Line', '行', '行', 'Línea', '行'),
  quantity: t('Quantity', '数量', '數量', 'Cantidad', '数量'),
  amount: t('Amount', '金额', '金額', 'Importe', '金額'),
  reason: t('Reason', '原因', '原因', 'Motivo', '理由'),
  description: t('Description', '说明', '說明', 'Descripción', '説明'),
  statementNo: t('Statement no.', '对账单号', '對賬單號', 'N.º de estado', '明細書番号'),
  invoiceNo: t('Invoice no.', '发票单号', '發票單號', 'N.º de factura', '請求書番号'),
  taxInvoiceNo: t('Tax invoice number', '税务发票号码', '稅務發票號碼', 'Número de factura fiscal', '税務請求書番号'),
  taxRate: t('Tax rate (%)', '税率（%）', '稅率（%）', 'Tipo impositivo (%)', '税率（%）'),
  orderNo: t('Order no.', '订单号', '訂單號', 'N.º de pedido', '注文番号'),
  deliveryNo: t('Delivery no.', '送货单号', '送貨單號', 'N.º de entrega', '納品番号'),
  partNo: t('Part no.', '料号', '料號', 'N.º de pieza', '品番'),
  day: t('Date', '日期', '日期', 'Fecha', '日付'),
  kind: t('Kind', '类型', '類型', 'Tipo', '種類'),
  unitPrice: t('Unit price', '单价', '單價', 'Precio unitario', '単価'),
  answer: t('Answer', '确认结果', '確認結果', 'Respuesta', '回答'),
  customer: t('Customer', '客户', '客戶', 'Cliente', '顧客'),
  factory: t('Factory', '工厂', '工廠', 'Fábrica', '工場'),
  status: t('Status', '状态', '狀態', 'Estado', '状態'),
  delivered: t('Delivered', '送货金额', '送貨金額', 'Entregado', '納品額'),
  disputed: t('Disputed / returned', '异议/退货', '異議/退貨', 'En disputa / devuelto', '異議・返品'),
  adjustments: t('Adjustments', '调整', '調整', 'Ajustes', '調整'),
  total: t('Total owed', '应收合计', '應收合計', 'Total adeudado', '請求合計'),
  exTax: t('Amount without tax', '不含税金额', '不含稅金額', 'Importe sin impuestos', '税抜金額'),
  tax: t('Tax', '税额', '稅額', 'Impuesto', '税額'),
  invoiceTotal: t('Total with tax', '价税合计', '價稅合計', 'Total con impuestos', '税込合計'),
  applicationNo: t('Application no.', '申请单号', '申請單號', 'N.º de solicitud', '申請番号'),
  appliedAt: t('Applied on', '申请日期', '申請日期', 'Solicitada el', '申請日'),
  createdAt: t('Created', '创建时间', '創建時間', 'Creado', '作成日時'),
  statementTitle: t('Customer statement', '客户对账单', '客戶對賬單', 'Estado de cuenta del cliente', '顧客明細書'),
  invoiceTitle: t('Customer invoice', '客户发票', '客戶發票', 'Factura de cliente', '顧客請求書'),
  basis: t('Issued against', '开票依据', '開票依據', 'Emitida contra', '発行根拠'),
  unitName: t('Invoice title', '发票抬头', '發票抬頭', 'Razón social', '請求先名'),
  taxpayerNo: t('Taxpayer no.', '纳税人识别号', '納稅人識別號', 'N.º de contribuyente', '納税者番号'),
};

export const kindNames: Record<string, L> = {
  delivery: t('Delivery', '送货', '送貨', 'Entrega', '納品'),
  disputed: t('Disputed on receipt', '收货异议', '收貨異議', 'Disputado al recibir', '受領時異議'),
  adjustment: t('Adjustment', '调整', '調整', 'Ajuste', '調整'),
};

export const answerNames: Record<string, L> = {
  confirmed: t('confirmed', '已确认', '已確認', 'confirmada', '確認済み'),
  disputed: t('disputed', '有异议', '有異議', 'disputada', '異議あり'),
};

export const statementStatusNames: Record<string, L> = {
  draft: t('draft', '草稿', '草稿', 'borrador', '下書き'),
  sent: t('sent to the customer', '待客户确认', '待客戶確認', 'enviado al cliente', '顧客確認待ち'),
  confirmed: t('confirmed', '已确认', '已確認', 'confirmado', '確認済み'),
  disputed: t('disputed', '有异议', '有異議', 'disputado', '異議あり'),
  cancelled: t('cancelled', '已取消', '已取消', 'cancelado', '取消済み'),
};

export const invoiceStatusNames: Record<string, L> = {
  draft: t('draft', '草稿', '草稿', 'borrador', '下書き'),
  issued: t('issued', '已开具', '已開具', 'emitida', '発行済み'),
  sent: t('sent', '已寄送', '已寄送', 'enviada', '送付済み'),
  partly_paid: t('partly paid', '部分收款', '部分收款', 'pagada en parte', '一部入金'),
  paid: t('paid', '已收款', '已收款', 'pagada', '入金済み'),
  written_off: t('written off', '已核销坏账', '已核銷壞賬', 'cancelada como incobrable', '償却済み'),
  void: t('void', '已作废', '已作廢', 'anulada', '無効'),
};

export const applicationStatusNames: Record<string, L> = {
  applied: t('applied', '已申请', '已申請', 'solicitada', '申請済み'),
  issued: t('issued', '已开票', '已開票', 'emitida', '発行済み'),
};

export const actionNames: Record<string, L> = {
  adjust: t('adjusted', '调整', '調整', 'ajustado', '調整'),
  send: t('sent', '发送', '發送', 'enviado', '送付'),
  answer: t('answered', '确认', '確認', 'respondido', '回答'),
  reopen: t('reopened', '重新编辑', '重新編輯', 'reabierto', '再編集'),
  cancel: t('cancelled', '取消', '取消', 'cancelado', '取消'),
  issue: t('issued', '开具', '開具', 'emitida', '発行'),
  void: t('voided', '作废', '作廢', 'anulada', '無効に'),
};

export const billingMessages = {
  statementNotFound: t(
    'Customer statement {no} was not found',
    '未找到客户对账单 {no}',
    '未找到客戶對賬單 {no}',
    'No se encontró el estado {no}',
    '顧客明細書 {no} が見つかりません',
  ),
  invoiceNotFound: t(
    'Customer invoice {no} was not found',
    '未找到客户发票 {no}',
    '未找到客戶發票 {no}',
    'No se encontró la factura {no}',
    '顧客請求書 {no} が見つかりません',
  ),
  statementState: t(
    'Customer statement {no} is {status}; it cannot be {action}',
    '客户对账单 {no} 当前状态为{status}，不能{action}',
    '客戶對賬單 {no} 當前狀態為{status}，不能{action}',
    'El estado {no} está {status}; no puede ser {action}',
    '顧客明細書 {no} は{status}のため、{action}できません',
  ),
  invoiceState: t(
    'Customer invoice {no} is {status}; it cannot be {action}',
    '客户发票 {no} 当前状态为{status}，不能{action}',
    '客戶發票 {no} 當前狀態為{status}，不能{action}',
    'La factura {no} está {status}; no puede ser {action}',
    '顧客請求書 {no} は{status}のため、{action}できません',
  ),
  statementChanged: t(
    'Customer statement {no} was changed by someone else (it is now {status}); reload and try again',
    '客户对账单 {no} 已被他人修改（当前状态：{status}），请刷新后重试',
    '客戶對賬單 {no} 已被他人修改（當前狀態：{status}），請刷新後重試',
    'Otra persona cambió el estado {no} (ahora {status}); recargue e intente de nuevo',
    '顧客明細書 {no} は他のユーザーにより変更されました（現在: {status}）。再読み込みしてください',
  ),
  invoiceChanged: t(
    'Customer invoice {no} was changed by someone else (it is now {status}); reload and try again',
    '客户发票 {no} 已被他人修改（当前状态：{status}），请刷新后重试',
    '客戶發票 {no} 已被他人修改（當前狀態：{status}），請刷新後重試',
    'Otra persona cambió la factura {no} (ahora {status}); recargue e intente de nuevo',
    '顧客請求書 {no} は他のユーザーにより変更されました（現在: {status}）。再読み込みしてください',
  ),
  badPeriod: t(
    'a month such as 2026-11',
    '请填写月份，如 2026-11',
    '請填寫月份，如 2026-11',
    'un mes como 2026-11',
    '2026-11 のような月を入力してください',
  ),
  nothingDelivered: t(
    'nothing was received by this customer in {period}, nor any accepted change left to bill',
    '该客户在 {period} 没有已收货的送货，也没有待计费的已接受变更',
    '該客戶在 {period} 沒有已收貨的送貨，也沒有待計費的已接受變更',
    'este cliente no recibió nada en {period} ni tiene cambios aceptados por facturar',
    'この顧客には {period} に受領済みの納品も、未計上の承認済み変更もありません',
  ),
  changeBilledMeanwhile: t(
    'A customer change was billed on another statement meanwhile; try again',
    '有客户变更刚被另一张对账单计入，请重试',
    '有客戶變更剛被另一張對賬單計入，請重試',
    'Otro estado acaba de facturar un cambio del cliente; inténtelo de nuevo',
    '顧客変更が別の明細書に計上されました。もう一度お試しください',
  ),
  statementExists: t(
    'Customer statement {no} of this customer for {period} already exists',
    '该客户 {period} 的对账单 {no} 已存在',
    '該客戶 {period} 的對賬單 {no} 已存在',
    'Ya existe el estado {no} de este cliente para {period}',
    'この顧客の {period} の明細書 {no} は既にあります',
  ),
  unknownCustomer: t(
    'not a customer of this factory',
    '不是本工厂的客户',
    '不是本工廠的客戶',
    'no es cliente de esta fábrica',
    'この工場の顧客ではありません',
  ),
  everyLine: t(
    'answer every line of the statement once',
    '请对对账单的每一行确认一次',
    '請對對賬單的每一行確認一次',
    'responda cada línea del estado una vez',
    '明細書のすべての行に 1 回ずつ回答してください',
  ),
  answerReason: t(
    'line {position}: say why it is disputed',
    '第 {position} 行：请说明异议原因',
    '第 {position} 行：請說明異議原因',
    'línea {position}: indique por qué se disputa',
    '{position} 行目: 異議の理由を入力してください',
  ),
  notConfirmed: t(
    'Customer statement {no} is {status}; only a confirmed statement can be invoiced',
    '客户对账单 {no} 当前状态为{status}，只有已确认的对账单才能开票',
    '客戶對賬單 {no} 當前狀態為{status}，只有已確認的對賬單才能開票',
    'El estado {no} está {status}; solo se factura un estado confirmado',
    '顧客明細書 {no} は{status}です。確認済みの明細書のみ請求できます',
  ),
  statementInvoiced: t(
    'Customer statement {no} already has invoice {invoice}',
    '客户对账单 {no} 已开具发票 {invoice}',
    '客戶對賬單 {no} 已開具發票 {invoice}',
    'El estado {no} ya tiene la factura {invoice}',
    '顧客明細書 {no} には請求書 {invoice} が既にあります',
  ),
  beyondDelivered: t(
    'line {position}, order {order}: at most {open} pcs accepted on receipt are left to invoice',
    '第 {position} 行（订单 {order}）：已验收未开票的数量最多为 {open} 件',
    '第 {position} 行（訂單 {order}）：已驗收未開票的數量最多為 {open} 件',
    'línea {position}, pedido {order}: quedan como máximo {open} uds. aceptadas por facturar',
    '{position} 行目（注文 {order}）: 請求できる受入済み数量は最大 {open} 個です',
  ),
  orderNotFound: t(
    'line {position}: order {order} is not an order of this customer with this factory',
    '第 {position} 行：订单 {order} 不是该客户在本工厂的订单',
    '第 {position} 行：訂單 {order} 不是該客戶在本工廠的訂單',
    'línea {position}: el pedido {order} no es de este cliente con esta fábrica',
    '{position} 行目: 注文 {order} はこの顧客とこの工場の注文ではありません',
  ),
  oneBasis: t(
    'give either a confirmed statement or order lines',
    '请选择已确认的对账单或填写订单明细',
    '請選擇已確認的對賬單或填寫訂單明細',
    'indique un estado confirmado o líneas de pedido',
    '確認済みの明細書か注文明細のどちらかを指定してください',
  ),
  badTaxRate: t(
    'a rate from 0 to 100',
    '请填写 0 到 100 之间的税率',
    '請填寫 0 到 100 之間的稅率',
    'un tipo entre 0 y 100',
    '0～100 の税率を入力してください',
  ),
  badAmount: t(
    'an amount such as -120.50 or 300',
    '请填写金额，如 -120.50 或 300',
    '請填寫金額，如 -120.50 或 300',
    'un importe como -120.50 o 300',
    '-120.50 や 300 のような金額を入力してください',
  ),
  zeroTotal: t(
    'the invoice total must be more than 0',
    '发票金额须大于 0',
    '發票金額須大於 0',
    'el total de la factura debe ser mayor que 0',
    '請求額は 0 より大きくしてください',
  ),
  created: t('{no} saved', '{no} 已保存', '{no} 已保存', '{no} guardado', '{no} を保存しました'),
  statementDone: t(
    'Customer statement {no} is now {status}',
    '客户对账单 {no} 已{status}',
    '客戶對賬單 {no} 已{status}',
    'El estado {no} está ahora {status}',
    '顧客明細書 {no} は{status}になりました',
  ),
  invoiceDone: t(
    'Customer invoice {no} is now {status}',
    '客户发票 {no} 已{status}',
    '客戶發票 {no} 已{status}',
    'La factura {no} está ahora {status}',
    '顧客請求書 {no} は{status}になりました',
  ),
};

/** The audit log in words (`{who}` and the values the change logged). */
export const logWords: Record<string, L> = {
  create: t(
    '{who} made the statement of {period}: {total}',
    '{who} 生成了 {period} 的对账单：{total}',
    '{who} 生成了 {period} 的對賬單：{total}',
    '{who} creó el estado de {period}: {total}',
    '{who} が {period} の明細書を作成: {total}',
  ),
  adjust: t(
    '{who} set the adjustments to {adjustments}; total {total}',
    '{who} 将调整金额设为 {adjustments}，合计 {total}',
    '{who} 將調整金額設為 {adjustments}，合計 {total}',
    '{who} fijó los ajustes en {adjustments}; total {total}',
    '{who} が調整額を {adjustments} に設定、合計 {total}',
  ),
  bill_change: t(
    '{who} accepted customer change {change}: {amount} added; total {total}',
    '{who} 接受了客户变更 {change}：计入 {amount}，合计 {total}',
    '{who} 接受了客戶變更 {change}：計入 {amount}，合計 {total}',
    '{who} aceptó el cambio del cliente {change}: se añaden {amount}; total {total}',
    '{who} が顧客変更 {change} を承認: {amount} を計上、合計 {total}',
  ),
  send: t(
    '{who} sent it to the customer',
    '{who} 发送给客户确认',
    '{who} 發送給客戶確認',
    '{who} lo envió al cliente',
    '{who} が顧客に送付',
  ),
  answer: t(
    '{who} answered: {confirmed} lines confirmed, {disputed} disputed',
    '{who} 确认：{confirmed} 行确认，{disputed} 行有异议',
    '{who} 確認：{confirmed} 行確認，{disputed} 行有異議',
    '{who} respondió: {confirmed} líneas confirmadas, {disputed} disputadas',
    '{who} が回答: 確認 {confirmed} 行、異議 {disputed} 行',
  ),
  reopen: t(
    '{who} reopened it to correct it',
    '{who} 重新编辑以更正',
    '{who} 重新編輯以更正',
    '{who} lo reabrió para corregirlo',
    '{who} が修正のため再編集',
  ),
  cancel: t(
    '{who} cancelled it: {reason}',
    '{who} 取消：{reason}',
    '{who} 取消：{reason}',
    '{who} lo canceló: {reason}',
    '{who} が取消: {reason}',
  ),
  invoice_create: t(
    '{who} drafted the invoice: {total}',
    '{who} 创建发票草稿：{total}',
    '{who} 創建發票草稿：{total}',
    '{who} preparó la factura: {total}',
    '{who} が請求書の下書きを作成: {total}',
  ),
  issue: t(
    '{who} issued it (tax invoice {taxInvoiceNo})',
    '{who} 开具发票（税务发票号 {taxInvoiceNo}）',
    '{who} 開具發票（稅務發票號 {taxInvoiceNo}）',
    '{who} la emitió (factura fiscal {taxInvoiceNo})',
    '{who} が発行（税務請求書 {taxInvoiceNo}）',
  ),
  invoice_send: t(
    '{who} sent it to the customer',
    '{who} 寄送给客户',
    '{who} 寄送給客戶',
    '{who} la envió al cliente',
    '{who} が顧客に送付',
  ),
  void: t(
    '{who} voided it: {reason}',
    '{who} 作废：{reason}',
    '{who} 作廢：{reason}',
    '{who} la anuló: {reason}',
    '{who} が無効化: {reason}',
  ),
};

/** The bell of the other side. */
export const bellWords: Record<string, L> = {
  statement_sent: t(
    'Statement {no} of {period} ({total}) waits for your confirmation',
    '对账单 {no}（{period}，{total}）待您确认',
    '對賬單 {no}（{period}，{total}）待您確認',
    'El estado {no} de {period} ({total}) espera su confirmación',
    '明細書 {no}（{period}、{total}）の確認をお願いします',
  ),
  statement_answered: t(
    'Statement {no} was {status} by the customer',
    '对账单 {no} 客户{status}',
    '對賬單 {no} 客戶{status}',
    'El cliente dejó el estado {no} {status}',
    '明細書 {no} は顧客により{status}',
  ),
  invoice_issued: t(
    'Invoice {no} ({total}) was issued to you',
    '发票 {no}（{total}）已开具',
    '發票 {no}（{total}）已開具',
    'Se le emitió la factura {no} ({total})',
    '請求書 {no}（{total}）が発行されました',
  ),
  invoice_sent: t(
    'Invoice {no} was sent: {taxInvoiceNo}',
    '发票 {no} 已寄出：{taxInvoiceNo}',
    '發票 {no} 已寄出：{taxInvoiceNo}',
    'Se envió la factura {no}: {taxInvoiceNo}',
    '請求書 {no} を送付しました: {taxInvoiceNo}',
  ),
  invoice_paid: t(
    'A payment of {amount} was allocated to invoice {no}; open {open}',
    '发票 {no} 已核销收款 {amount}，未收 {open}',
    '發票 {no} 已核銷收款 {amount}，未收 {open}',
    'Se asignó un cobro de {amount} a la factura {no}; pendiente {open}',
    '請求書 {no} に入金 {amount} を消込、未収 {open}',
  ),
  invoice_void: t(
    'Invoice {no} was voided: {reason}',
    '发票 {no} 已作废：{reason}',
    '發票 {no} 已作廢：{reason}',
    'La factura {no} fue anulada: {reason}',
    '請求書 {no} は無効になりました: {reason}',
  ),
};

defineMessages('customer-billing', {
  actionNames,
  answerNames,
  applicationStatusNames,
  bellWords,
  billingLabels,
  billingMessages,
  invoiceStatusNames,
  kindNames,
  logWords,
  statementStatusNames,
});
