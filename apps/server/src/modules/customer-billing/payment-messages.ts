import { localizedText, type LocalizedText } from '../../http/messages.js';

type L = LocalizedText;
const t = localizedText;

/** Customer payments (issue 30): the fields a refusal names, in the reader's language. */
export const paymentLabels: Record<string, L> = {
  customerUid: t('Customer', '客户', '客戶', 'Cliente', '顧客'),
  amount: t('Amount received', '收款金额', '收款金額', 'Importe recibido', '入金額'),
  currency: t('Currency', '币种', '幣種', 'Moneda', '通貨'),
  receivedOn: t('Received on', '收款日期', '收款日期', 'Recibido el', '入金日'),
  payer: t('Payer', '付款人', '付款人', 'Pagador', '支払人'),
  bankReference: t('Bank reference', '银行流水号', '銀行流水號', 'Referencia bancaria', '銀行取引番号'),
  allocations: t('Allocations', '核销明细', '核銷明細', 'Asignaciones', '消込明細'),
  invoiceNo: t('Invoice no.', '发票单号', '發票單號', 'N.º de factura', '請求書番号'),
  allocation: t('Amount allocated', '核销金额', '核銷金額', 'Importe asignado', '消込額'),
  reason: t('Reason', '原因', '原因', 'Motivo', '理由'),
};

export const receiptStatusNames: Record<string, L> = {
  recorded: t('recorded', '已登记', '已登記', 'registrado', '登録済み'),
  reversed: t('reversed', '已冲销', '已沖銷', 'revertido', '取消済み'),
};

export const paymentMessages = {
  receiptNotFound: t(
    'Customer payment {no} was not found',
    '未找到客户收款 {no}',
    '未找到客戶收款 {no}',
    'No se encontró el cobro {no}',
    '顧客入金 {no} が見つかりません',
  ),
  badAmount: t(
    'enter an amount above 0 with at most two decimals',
    '请输入大于 0 且最多两位小数的金额',
    '請輸入大於 0 且最多兩位小數的金額',
    'introduzca un importe mayor que 0 con dos decimales como máximo',
    '0 より大きい金額（小数点以下 2 桁まで）を入力してください',
  ),
  unknownCustomer: t(
    'no invoice was issued to this customer',
    '尚未向该客户开具发票',
    '尚未向該客戶開具發票',
    'no se emitió ninguna factura a este cliente',
    'この顧客に発行した請求書がありません',
  ),
  invoiceNotFound: t(
    'line {position}: invoice {no} is not an invoice of this customer',
    '第 {position} 行：发票 {no} 不是该客户的发票',
    '第 {position} 行：發票 {no} 不是該客戶的發票',
    'línea {position}: la factura {no} no es de este cliente',
    '{position} 行目：請求書 {no} はこの顧客のものではありません',
  ),
  notPayable: t(
    'line {position}: invoice {no} is {status}; only an issued invoice with an open amount takes a payment',
    '第 {position} 行：发票 {no} 当前为{status}，只有已开具且有未收金额的发票才能核销',
    '第 {position} 行：發票 {no} 當前為{status}，只有已開具且有未收金額的發票才能核銷',
    'línea {position}: la factura {no} está {status}; solo una factura emitida con importe pendiente admite cobros',
    '{position} 行目：請求書 {no} は{status}です。未収額のある発行済み請求書のみ消込できます',
  ),
  otherCurrency: t(
    'line {position}: invoice {no} is in {invoiceCurrency}, the payment in {currency}',
    '第 {position} 行：发票 {no} 的币种为 {invoiceCurrency}，收款币种为 {currency}',
    '第 {position} 行：發票 {no} 的幣種為 {invoiceCurrency}，收款幣種為 {currency}',
    'línea {position}: la factura {no} está en {invoiceCurrency} y el cobro en {currency}',
    '{position} 行目：請求書 {no} は {invoiceCurrency}、入金は {currency} です',
  ),
  twice: t(
    'line {position}: the invoice is named twice',
    '第 {position} 行：发票重复',
    '第 {position} 行：發票重複',
    'línea {position}: la factura aparece dos veces',
    '{position} 行目：請求書が重複しています',
  ),
  notPositive: t(
    'line {position}: enter an amount above 0',
    '第 {position} 行：请输入大于 0 的金额',
    '第 {position} 行：請輸入大於 0 的金額',
    'línea {position}: introduzca un importe mayor que 0',
    '{position} 行目：0 より大きい金額を入力してください',
  ),
  beyondOpen: t(
    'line {position}: more than the {open} still open on invoice {no}',
    '第 {position} 行：超过发票 {no} 的未收金额 {open}',
    '第 {position} 行：超過發票 {no} 的未收金額 {open}',
    'línea {position}: supera los {open} pendientes de la factura {no}',
    '{position} 行目：請求書 {no} の未収額 {open} を超えています',
  ),
  beyondReceipt: t(
    'together more than the {unallocated} left of the payment',
    '合计超过收款未核销金额 {unallocated}',
    '合計超過收款未核銷金額 {unallocated}',
    'en total supera los {unallocated} que quedan del cobro',
    '合計が入金の未消込額 {unallocated} を超えています',
  ),
  receiptState: t(
    'Customer payment {no} is {status}; it cannot be changed',
    '客户收款 {no} 当前为{status}，不能修改',
    '客戶收款 {no} 當前為{status}，不能修改',
    'El cobro {no} está {status}; no puede cambiarse',
    '顧客入金 {no} は{status}のため変更できません',
  ),
  receiptChanged: t(
    'Customer payment {no} was changed by someone else; reload and try again',
    '客户收款 {no} 已被他人修改，请刷新后重试',
    '客戶收款 {no} 已被他人修改，請刷新後重試',
    'Otra persona cambió el cobro {no}; recargue e intente de nuevo',
    '顧客入金 {no} は他のユーザーにより変更されました。再読み込みしてください',
  ),
  nothingOpen: t(
    'Customer invoice {no} is {status}; nothing is open to write off',
    '客户发票 {no} 当前为{status}，没有可核销的未收金额',
    '客戶發票 {no} 當前為{status}，沒有可核銷的未收金額',
    'La factura {no} está {status}; no queda nada pendiente que cancelar',
    '顧客請求書 {no} は{status}のため、償却できる未収額がありません',
  ),
  invoiceChanged: t(
    'Customer invoice {no} was changed by someone else (open now {open}); reload and try again',
    '客户发票 {no} 已被他人修改（当前未收 {open}），请刷新后重试',
    '客戶發票 {no} 已被他人修改（當前未收 {open}），請刷新後重試',
    'Otra persona cambió la factura {no} (pendiente ahora {open}); recargue e intente de nuevo',
    '顧客請求書 {no} は他のユーザーにより変更されました（現在の未収額 {open}）。再読み込みしてください',
  ),
  writeOffAdmin: t(
    'Only the enterprise’s administrator may write off an invoice',
    '只有企业管理员可以核销坏账',
    '只有企業管理員可以核銷壞賬',
    'Solo el administrador de la empresa puede cancelar una factura como incobrable',
    '請求書の償却は企業の管理者のみ可能です',
  ),
  recorded: t(
    'Payment {no} recorded: {allocated} allocated, {unallocated} left as credit',
    '收款 {no} 已登记：核销 {allocated}，剩余预收 {unallocated}',
    '收款 {no} 已登記：核銷 {allocated}，剩餘預收 {unallocated}',
    'Cobro {no} registrado: {allocated} asignado, {unallocated} queda como saldo a favor',
    '入金 {no} を登録しました：消込 {allocated}、残り前受 {unallocated}',
  ),
  reversedDone: t(
    'Payment {no} reversed; its allocations were undone',
    '收款 {no} 已冲销，核销已撤回',
    '收款 {no} 已沖銷，核銷已撤回',
    'Cobro {no} revertido; se deshicieron sus asignaciones',
    '入金 {no} を取り消し、消込を戻しました',
  ),
  writtenOffDone: t(
    'Invoice {no}: {amount} written off',
    '发票 {no}：已核销坏账 {amount}',
    '發票 {no}：已核銷壞賬 {amount}',
    'Factura {no}: {amount} cancelado como incobrable',
    '請求書 {no}：{amount} を償却しました',
  ),
};

/** The invoice's and the receipt's operation log in words. */
export const paymentLogWords: Record<string, L> = {
  payment: t(
    '{who} allocated {amount} of payment {receipt}; open {open}',
    '{who} 核销收款 {receipt} 的 {amount}，未收 {open}',
    '{who} 核銷收款 {receipt} 的 {amount}，未收 {open}',
    '{who} asignó {amount} del cobro {receipt}; pendiente {open}',
    '{who} が入金 {receipt} から {amount} を消込、未収 {open}',
  ),
  payment_undone: t(
    '{who} reversed payment {receipt}: {amount} open again; open {open}',
    '{who} 冲销收款 {receipt}：{amount} 恢复未收，未收 {open}',
    '{who} 沖銷收款 {receipt}：{amount} 恢復未收，未收 {open}',
    '{who} revirtió el cobro {receipt}: {amount} vuelve a estar pendiente; pendiente {open}',
    '{who} が入金 {receipt} を取り消し：{amount} が未収に戻り、未収 {open}',
  ),
  write_off: t(
    '{who} wrote off {amount}: {reason}',
    '{who} 核销坏账 {amount}：{reason}',
    '{who} 核銷壞賬 {amount}：{reason}',
    '{who} canceló {amount} como incobrable: {reason}',
    '{who} が {amount} を償却：{reason}',
  ),
  record: t(
    '{who} recorded {amount} received on {receivedOn} from {payer} ({bankReference})',
    '{who} 登记了 {receivedOn} 收到 {payer} 的 {amount}（{bankReference}）',
    '{who} 登記了 {receivedOn} 收到 {payer} 的 {amount}（{bankReference}）',
    '{who} registró {amount} recibidos el {receivedOn} de {payer} ({bankReference})',
    '{who} が {receivedOn} に {payer} から {amount} の入金を登録（{bankReference}）',
  ),
  allocate: t(
    '{who} allocated {amount} to {invoices}',
    '{who} 将 {amount} 核销至 {invoices}',
    '{who} 將 {amount} 核銷至 {invoices}',
    '{who} asignó {amount} a {invoices}',
    '{who} が {amount} を {invoices} に消込',
  ),
  reverse: t(
    '{who} reversed the payment: {reason}',
    '{who} 冲销了该收款：{reason}',
    '{who} 沖銷了該收款：{reason}',
    '{who} revirtió el cobro: {reason}',
    '{who} が入金を取り消し：{reason}',
  ),
};
