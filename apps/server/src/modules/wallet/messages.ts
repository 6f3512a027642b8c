import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** The wallet's answers in the five languages (spec 02 §5, §8 where it quotes them). */
export const walletMessages = {
  badAmount: {
    en: '{field}: a positive amount with at most two decimals, at most {max}',
    'zh-CN': '{field}：请输入大于0且最多两位小数的金额，不超过 {max}',
    'zh-TW': '{field}：請輸入大於0且最多兩位小數的金額，不超過 {max}',
    es: '{field}: un importe positivo con dos decimales como máximo, hasta {max}',
    ja: '{field}: 0より大きく小数点以下2桁までの金額（{max} まで）を入力してください',
  },
  serviceException: {
    en: 'Balance: service exception, contact the system administrator',
    'zh-CN': '服务异常，请联系系统管理员',
    'zh-TW': '服務異常，請聯繫系統管理員',
    es: 'Saldo: error del servicio, contacte con el administrador del sistema',
    ja: '残高: サービス異常です。システム管理者に連絡してください',
  },
  exceedsWithdrawable: {
    en: 'A withdrawal cannot exceed the withdrawable amount ({withdrawable})',
    'zh-CN': '提现金额不能超过可提现金额（{withdrawable}）',
    'zh-TW': '提現金額不能超過可提現金額（{withdrawable}）',
    es: 'Un retiro no puede superar el importe disponible para retirar ({withdrawable})',
    ja: '出金額は出金可能額（{withdrawable}）を超えられません',
  },
  rechargeNotFound: {
    en: 'No recharge {no}',
    'zh-CN': '充值单 {no} 不存在',
    'zh-TW': '充值單 {no} 不存在',
    es: 'No existe la recarga {no}',
    ja: 'チャージ {no} はありません',
  },
  rechargeWrongState: {
    en: 'Recharge {no} is {status}: only a pending recharge can be {action}',
    'zh-CN': '充值单 {no} 的状态为 {status}：只有待支付的充值单可以{action}',
    'zh-TW': '充值單 {no} 的狀態為 {status}：只有待支付的充值單可以{action}',
    es: 'La recarga {no} está {status}: solo una recarga pendiente se puede {action}',
    ja: 'チャージ {no} は {status} です。保留中のチャージのみ{action}できます',
  },
  amountMismatch: {
    en: 'The payment of {paid} does not match recharge {no} of {amount}',
    'zh-CN': '支付金额 {paid} 与充值单 {no} 的金额 {amount} 不符',
    'zh-TW': '支付金額 {paid} 與充值單 {no} 的金額 {amount} 不符',
    es: 'El pago de {paid} no coincide con la recarga {no} de {amount}',
    ja: '支払額 {paid} がチャージ {no} の金額 {amount} と一致しません',
  },
  withdrawalNotFound: {
    en: 'No withdrawal {no}',
    'zh-CN': '提现单 {no} 不存在',
    'zh-TW': '提現單 {no} 不存在',
    es: 'No existe el retiro {no}',
    ja: '出金 {no} はありません',
  },
  withdrawalWrongState: {
    en: 'Withdrawal {no} is {status}: only an unprocessed withdrawal can be {action}',
    'zh-CN': '提现单 {no} 的状态为 {status}：只有未处理的提现可以{action}',
    'zh-TW': '提現單 {no} 的狀態為 {status}：只有未處理的提現可以{action}',
    es: 'El retiro {no} está {status}: solo un retiro sin procesar se puede {action}',
    ja: '出金 {no} は {status} です。未処理の出金のみ{action}できます',
  },
  bankAccountNotFound: {
    en: 'bankAccountId: no such bank account',
    'zh-CN': 'bankAccountId：银行账户不存在',
    'zh-TW': 'bankAccountId：銀行賬戶不存在',
    es: 'bankAccountId: no existe la cuenta bancaria',
    ja: 'bankAccountId: 銀行口座がありません',
  },
  badCardNumber: {
    en: 'cardNumber: 12 to 30 digits',
    'zh-CN': 'cardNumber：应为12到30位数字',
    'zh-TW': 'cardNumber：應為12到30位數字',
    es: 'cardNumber: de 12 a 30 dígitos',
    ja: 'cardNumber: 12〜30桁の数字',
  },
  badDateRange: {
    en: '{field}: a date such as 2026-01-31',
    'zh-CN': '{field}：请输入日期，例如 2026-01-31',
    'zh-TW': '{field}：請輸入日期，例如 2026-01-31',
    es: '{field}: una fecha como 2026-01-31',
    ja: '{field}: 2026-01-31 のような日付',
  },
} satisfies Record<string, LocalizedText>;

/** How actions and states read inside the messages above. */
export const actionWords: Record<string, LocalizedText> = {
  cancel: { en: 'cancelled', 'zh-CN': '取消', 'zh-TW': '取消', es: 'cancelar', ja: '取り消し' },
  process: { en: 'processed', 'zh-CN': '处理', 'zh-TW': '處理', es: 'procesar', ja: '処理' },
  reject: { en: 'rejected', 'zh-CN': '驳回', 'zh-TW': '駁回', es: 'rechazar', ja: '却下' },
  confirm: { en: 'confirmed', 'zh-CN': '确认', 'zh-TW': '確認', es: 'confirmar', ja: '確認' },
  pay: { en: 'paid', 'zh-CN': '支付', 'zh-TW': '支付', es: 'pagar', ja: '支払い' },
};

/** Statement descriptions by transaction kind; `{reference}` is the business number. */
export const statementWords: Record<string, LocalizedText> = {
  recharge: {
    en: 'Recharge {reference}',
    'zh-CN': '充值 {reference}',
    'zh-TW': '充值 {reference}',
    es: 'Recarga {reference}',
    ja: 'チャージ {reference}',
  },
  withdrawal: {
    en: 'Withdrawal {reference} (frozen)',
    'zh-CN': '提现 {reference}（冻结）',
    'zh-TW': '提現 {reference}（凍結）',
    es: 'Retiro {reference} (congelado)',
    ja: '出金 {reference}（凍結）',
  },
  withdrawal_cancelled: {
    en: 'Withdrawal {reference} cancelled',
    'zh-CN': '提现 {reference} 已取消',
    'zh-TW': '提現 {reference} 已取消',
    es: 'Retiro {reference} cancelado',
    ja: '出金 {reference} 取消',
  },
  withdrawal_rejected: {
    en: 'Withdrawal {reference} rejected',
    'zh-CN': '提现 {reference} 已驳回',
    'zh-TW': '提現 {reference} 已駁回',
    es: 'Retiro {reference} rechazado',
    ja: '出金 {reference} 却下',
  },
  payment: {
    en: 'Payment {reference}',
    'zh-CN': '支付 {reference}',
    'zh-TW': '支付 {reference}',
    es: 'Pago {reference}',
    ja: '支払い {reference}',
  },
  refund: {
    en: 'Refund {reference}',
    'zh-CN': '退款 {reference}',
    'zh-TW': '退款 {reference}',
    es: 'Reembolso {reference}',
    ja: '返金 {reference}',
  },
  adjustment: {
    en: 'Adjustment {reference}',
    'zh-CN': '调整 {reference}',
    'zh-TW': '調整 {reference}',
    es: 'Ajuste {reference}',
    ja: '調整 {reference}',
  },
};

/** Column headings of the statement export. */
export const statementColumns: Record<
  'time' | 'kind' | 'reference' | 'amount' | 'balanceAfter' | 'description',
  LocalizedText
> = {
  time: { en: 'Time', 'zh-CN': '时间', 'zh-TW': '時間', es: 'Fecha', ja: '日時' },
  kind: { en: 'Type', 'zh-CN': '类型', 'zh-TW': '類型', es: 'Tipo', ja: '種類' },
  reference: { en: 'Reference', 'zh-CN': '单号', 'zh-TW': '單號', es: 'Referencia', ja: '番号' },
  amount: { en: 'Amount', 'zh-CN': '金额', 'zh-TW': '金額', es: 'Importe', ja: '金額' },
  balanceAfter: { en: 'Balance after', 'zh-CN': '余额', 'zh-TW': '餘額', es: 'Saldo', ja: '残高' },
  description: { en: 'Description', 'zh-CN': '说明', 'zh-TW': '說明', es: 'Descripción', ja: '説明' },
};

/** A wrong-state message with the action word put in each language. */
export function wrongState(template: LocalizedText, action: string): LocalizedText {
  const word = actionWords[action];
  const text = {} as LocalizedText;
  for (const language of Object.keys(template) as (keyof LocalizedText)[])
    text[language] = template[language].replace('{action}', word?.[language] ?? action);
  return text;
}

defineMessages('wallet', { actionWords, statementColumns, statementWords, walletMessages });
