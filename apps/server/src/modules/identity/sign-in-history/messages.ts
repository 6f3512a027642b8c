import { defineMessages } from '../../../http/i18n.js';
import type { LocalizedText } from '../../../http/messages.js';

/** How a sign-in went: success, or the reason it did not, as the history shows it. */
export const signInOutcomes = {
  success: { en: 'Signed in', 'zh-CN': '登录成功', 'zh-TW': '登錄成功', es: 'Sesión iniciada', ja: 'サインイン成功' },
  password_wrong: {
    en: 'Wrong password',
    'zh-CN': '密码错误',
    'zh-TW': '密碼錯誤',
    es: 'Contraseña incorrecta',
    ja: 'パスワードが違います',
  },
  code_wrong: {
    en: 'Wrong authentication code',
    'zh-CN': '动态验证码错误',
    'zh-TW': '動態驗證碼錯誤',
    es: 'Código de autenticación incorrecto',
    ja: '確認コードが違います',
  },
  throttled: {
    en: 'Too many tries; made to wait',
    'zh-CN': '尝试次数过多，需等待',
    'zh-TW': '嘗試次數過多，需等待',
    es: 'Demasiados intentos; en espera',
    ja: '試行回数が多すぎるため待機',
  },
  account_disabled: {
    en: 'Account disabled',
    'zh-CN': '账号已停用',
    'zh-TW': '賬號已停用',
    es: 'Cuenta desactivada',
    ja: 'アカウントが無効です',
  },
  no_enterprise: {
    en: 'No active enterprise',
    'zh-CN': '没有可用的企业',
    'zh-TW': '沒有可用的企業',
    es: 'Ninguna empresa activa',
    ja: '有効な企業がありません',
  },
  code_required: {
    en: 'Password right; code asked',
    'zh-CN': '密码正确，等待动态验证码',
    'zh-TW': '密碼正確，等待動態驗證碼',
    es: 'Contraseña correcta; se pidió el código',
    ja: 'パスワード正常、確認コード待ち',
  },
  setup_required: {
    en: 'Password right; two-factor setup asked',
    'zh-CN': '密码正确，需先开启两步验证',
    'zh-TW': '密碼正確，需先開啟兩步驗證',
    es: 'Contraseña correcta; se pidió activar los dos pasos',
    ja: 'パスワード正常、2 段階認証の設定待ち',
  },
} satisfies Record<string, LocalizedText>;

export type SignInOutcome = keyof typeof signInOutcomes;

/** The way a person signed in. */
export const signInMethods = {
  password: { en: 'Password', 'zh-CN': '密码', 'zh-TW': '密碼', es: 'Contraseña', ja: 'パスワード' },
  two_factor: {
    en: 'Authentication code',
    'zh-CN': '动态验证码',
    'zh-TW': '動態驗證碼',
    es: 'Código de autenticación',
    ja: '確認コード',
  },
  two_factor_setup: {
    en: 'Two-factor setup',
    'zh-CN': '开启两步验证',
    'zh-TW': '開啟兩步驗證',
    es: 'Activación en dos pasos',
    ja: '2 段階認証の設定',
  },
  ticket: { en: 'Hand-off ticket', 'zh-CN': '票据登录', 'zh-TW': '票據登錄', es: 'Ticket', ja: 'チケット' },
  wechat: { en: 'WeChat', 'zh-CN': '微信', 'zh-TW': '微信', es: 'WeChat', ja: 'WeChat' },
} satisfies Record<string, LocalizedText>;

export type SignInMethod = keyof typeof signInMethods;

/** The alert of a sign-in from a browser the account has not used in 90 days (bell and SMS / e-mail). */
export const newBrowserAlert = {
  title: {
    en: 'New sign-in from {browser} on {system}',
    'zh-CN': '新浏览器登录：{system} 上的 {browser}',
    'zh-TW': '新瀏覽器登錄：{system} 上的 {browser}',
    es: 'Nuevo inicio de sesión desde {browser} en {system}',
    ja: '新しいブラウザからのサインイン：{system} の {browser}',
  },
  body: {
    en:
      'Your PCB Union account was signed in at {time} (Shanghai) from {ip} with {browser} on {system}. ' +
      'If this was not you, change your password at once and turn on two-factor sign-in.',
    'zh-CN':
      '您的 PCB Union 账号于 {time}（上海时间）从 {ip} 使用 {system} 上的 {browser} 登录。如非本人操作，请立即修改密码并开启两步验证。',
    'zh-TW':
      '您的 PCB Union 賬號於 {time}（上海時間）從 {ip} 使用 {system} 上的 {browser} 登錄。如非本人操作，請立即修改密碼並開啟兩步驗證。',
    es:
      'Se inició sesión en su cuenta de PCB Union el {time} (Shanghái) desde {ip} con {browser} en {system}. ' +
      'Si no fue usted, cambie su contraseña de inmediato y active el inicio de sesión en dos pasos.',
    ja: 'PCB Union アカウントに {time}（上海時間）、{ip} から {system} の {browser} でサインインがありました。心当たりがない場合は、すぐにパスワードを変更し 2 段階認証をオンにしてください。',
  },
  subject: {
    en: 'PCB Union: new sign-in to your account',
    'zh-CN': 'PCB Union：您的账号有新的登录',
    'zh-TW': 'PCB Union：您的賬號有新的登錄',
    es: 'PCB Union: nuevo inicio de sesión en su cuenta',
    ja: 'PCB Union：アカウントへの新しいサインイン',
  },
  unknown: {
    en: 'an unknown browser',
    'zh-CN': '未知浏览器',
    'zh-TW': '未知瀏覽器',
    es: 'un navegador desconocido',
    ja: '不明なブラウザ',
  },
  unknownSystem: {
    en: 'an unknown system',
    'zh-CN': '未知系统',
    'zh-TW': '未知系統',
    es: 'un sistema desconocido',
    ja: '不明なシステム',
  },
} satisfies Record<string, LocalizedText>;

/** The fields the staff sign-in search names. */
export const signInFields = {
  date_from: { en: 'From', 'zh-CN': '开始日期', 'zh-TW': '開始日期', es: 'Desde', ja: '開始日' },
  date_to: { en: 'To', 'zh-CN': '结束日期', 'zh-TW': '結束日期', es: 'Hasta', ja: '終了日' },
  person: { en: 'Person', 'zh-CN': '人员', 'zh-TW': '人員', es: 'Persona', ja: '担当者' },
} satisfies Record<string, LocalizedText>;

defineMessages('identity', { signInOutcomes, signInMethods, newBrowserAlert, signInFields });
