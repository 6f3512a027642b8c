import { defineMessages } from '../../../http/i18n.js';
import type { LocalizedText } from '../../../http/messages.js';

/** The fields two-factor refusals name, as the screens label them. */
export const twoFactorFields = {
  code: {
    en: 'Authentication code',
    'zh-CN': '动态验证码',
    'zh-TW': '動態驗證碼',
    es: 'Código de autenticación',
    ja: '確認コード',
  },
  recovery_code: {
    en: 'Recovery code',
    'zh-CN': '恢复码',
    'zh-TW': '恢復碼',
    es: 'Código de recuperación',
    ja: 'リカバリーコード',
  },
  challenge: {
    en: 'Sign-in step',
    'zh-CN': '登录验证',
    'zh-TW': '登錄驗證',
    es: 'Paso de inicio de sesión',
    ja: 'サインイン確認',
  },
  password: { en: 'Password', 'zh-CN': '密码', 'zh-TW': '密碼', es: 'Contraseña', ja: 'パスワード' },
} satisfies Record<string, LocalizedText>;

/** Two-factor sign-in (issue 33): what the answers and refusals say. */
export const twoFactorMessages = {
  codeRequired: {
    en: 'enter the 6-digit code from your authenticator app',
    'zh-CN': '请输入身份验证器应用中的 6 位验证码',
    'zh-TW': '請輸入身份驗證器應用中的 6 位驗證碼',
    es: 'introduzca el código de 6 dígitos de su aplicación de autenticación',
    ja: '認証アプリの 6 桁のコードを入力してください',
  },
  codeWrong: {
    en: 'the code is wrong or has expired',
    'zh-CN': '验证码错误或已过期',
    'zh-TW': '驗證碼錯誤或已過期',
    es: 'el código es incorrecto o ha caducado',
    ja: 'コードが正しくないか、有効期限が切れています',
  },
  codeUsed: {
    en: 'this code has already been used; wait for the next one',
    'zh-CN': '该验证码已使用过，请等待下一个验证码',
    'zh-TW': '該驗證碼已使用過，請等待下一個驗證碼',
    es: 'este código ya se usó; espere al siguiente',
    ja: 'このコードは使用済みです。次のコードをお待ちください',
  },
  recoveryCodeWrong: {
    en: 'the recovery code is wrong or has already been used',
    'zh-CN': '恢复码错误或已使用',
    'zh-TW': '恢復碼錯誤或已使用',
    es: 'el código de recuperación es incorrecto o ya se usó',
    ja: 'リカバリーコードが正しくないか、使用済みです',
  },
  challengeExpired: {
    en: 'expired or already used; sign in again with your password',
    'zh-CN': '已过期或已使用，请重新输入密码登录',
    'zh-TW': '已過期或已使用，請重新輸入密碼登錄',
    es: 'caducó o ya se usó; vuelva a entrar con su contraseña',
    ja: '有効期限切れか使用済みです。パスワードからやり直してください',
  },
  passwordWrong: {
    en: 'the password is wrong',
    'zh-CN': '密码错误',
    'zh-TW': '密碼錯誤',
    es: 'la contraseña es incorrecta',
    ja: 'パスワードが違います',
  },
  alreadyOn: {
    en: 'Two-factor sign-in is already on',
    'zh-CN': '两步验证登录已开启',
    'zh-TW': '兩步驗證登錄已開啟',
    es: 'El inicio de sesión en dos pasos ya está activado',
    ja: '2 段階認証は既にオンです',
  },
  notOn: {
    en: 'Two-factor sign-in is not on',
    'zh-CN': '两步验证登录未开启',
    'zh-TW': '兩步驗證登錄未開啟',
    es: 'El inicio de sesión en dos pasos no está activado',
    ja: '2 段階認証はオンになっていません',
  },
  notBegun: {
    en: 'Start turning on two-factor sign-in first',
    'zh-CN': '请先开始开启两步验证登录',
    'zh-TW': '請先開始開啟兩步驗證登錄',
    es: 'Empiece primero a activar el inicio de sesión en dos pasos',
    ja: '先に 2 段階認証の設定を開始してください',
  },
  enterCode: {
    en: 'Enter the code from your authenticator app',
    'zh-CN': '请输入身份验证器应用中的验证码',
    'zh-TW': '請輸入身份驗證器應用中的驗證碼',
    es: 'Introduzca el código de su aplicación de autenticación',
    ja: '認証アプリのコードを入力してください',
  },
  scanKey: {
    en: 'Scan the QR code with your authenticator app, then enter a code',
    'zh-CN': '请用身份验证器应用扫描二维码，然后输入验证码',
    'zh-TW': '請用身份驗證器應用掃描二維碼，然後輸入驗證碼',
    es: 'Escanee el código QR con su aplicación de autenticación e introduzca un código',
    ja: '認証アプリで QR コードを読み取り、コードを入力してください',
  },
  turnedOn: {
    en: 'Two-factor sign-in is on; keep the recovery codes somewhere safe',
    'zh-CN': '两步验证登录已开启，请妥善保存恢复码',
    'zh-TW': '兩步驗證登錄已開啟，請妥善保存恢復碼',
    es: 'El inicio de sesión en dos pasos está activado; guarde los códigos de recuperación en un lugar seguro',
    ja: '2 段階認証をオンにしました。リカバリーコードを安全な場所に保管してください',
  },
  turnedOff: {
    en: 'Two-factor sign-in is off',
    'zh-CN': '两步验证登录已关闭',
    'zh-TW': '兩步驗證登錄已關閉',
    es: 'El inicio de sesión en dos pasos está desactivado',
    ja: '2 段階認証をオフにしました',
  },
  browsersForgotten: {
    en: 'Trusted browsers forgotten; each asks for a code again',
    'zh-CN': '已取消信任所有浏览器，下次登录需要验证码',
    'zh-TW': '已取消信任所有瀏覽器，下次登錄需要驗證碼',
    es: 'Se olvidaron los navegadores de confianza; cada uno volverá a pedir un código',
    ja: '信頼済みブラウザを解除しました。次回からコードが必要です',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('identity', { twoFactorMessages, twoFactorFields });
