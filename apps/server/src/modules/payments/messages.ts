import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

export const paymentMessages = {
  refused: {
    en: 'Webhook refused: {reason}',
    'zh-CN': '回调被拒绝：{reason}',
    'zh-TW': '回調被拒絕：{reason}',
    es: 'Webhook rechazado: {reason}',
    ja: 'Webhook を拒否しました: {reason}',
  },
  notSandbox: {
    en: 'Recharge {no} is paid by {method}, not through the sandbox gateway',
    'zh-CN': '充值单 {no} 的支付方式为 {method}，不能通过沙箱网关支付',
    'zh-TW': '充值單 {no} 的支付方式為 {method}，不能通過沙箱網關支付',
    es: 'La recarga {no} se paga por {method}, no por la pasarela de pruebas',
    ja: 'チャージ {no} の支払方法は {method} です。サンドボックスでは支払えません',
  },
} satisfies Record<string, LocalizedText>;

/** The hosted checkout page's words. */
export const pageWords = {
  title: {
    en: 'Sandbox checkout',
    'zh-CN': '沙箱收银台',
    'zh-TW': '沙箱收銀台',
    es: 'Pasarela de pruebas',
    ja: 'サンドボックス決済',
  },
  note: {
    en: 'A test gateway: no real money moves. Paying sends the signed webhook a real gateway would send.',
    'zh-CN': '测试网关：不会产生真实资金。支付后网关会像真实网关一样发送签名回调。',
    'zh-TW': '測試網關：不會產生真實資金。支付後網關會像真實網關一樣發送簽名回調。',
    es: 'Pasarela de prueba: no se mueve dinero real. Pagar envía el webhook firmado que enviaría una pasarela real.',
    ja: 'テスト用ゲートウェイです。実際のお金は動きません。支払うと実際のゲートウェイと同じ署名付き Webhook が送られます。',
  },
  order: { en: 'Recharge', 'zh-CN': '充值单号', 'zh-TW': '充值單號', es: 'Recarga', ja: 'チャージ番号' },
  amount: { en: 'Amount', 'zh-CN': '金额', 'zh-TW': '金額', es: 'Importe', ja: '金額' },
  status: { en: 'Status', 'zh-CN': '状态', 'zh-TW': '狀態', es: 'Estado', ja: '状態' },
  pay: { en: 'Pay', 'zh-CN': '支付', 'zh-TW': '支付', es: 'Pagar', ja: '支払う' },
  paid: {
    en: 'Paid. You can close this page.',
    'zh-CN': '支付成功，可以关闭此页面。',
    'zh-TW': '支付成功，可以關閉此頁面。',
    es: 'Pagado. Puede cerrar esta página.',
    ja: '支払いが完了しました。このページを閉じてかまいません。',
  },
  back: {
    en: 'Back to the account balance',
    'zh-CN': '返回账户余额',
    'zh-TW': '返回賬戶餘額',
    es: 'Volver al saldo',
    ja: '残高に戻る',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('payments', { pageWords, paymentMessages });
