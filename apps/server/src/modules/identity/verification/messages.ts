import type { LocalizedText } from '../../../http/messages.js';
import { defineMessages } from '../../../http/i18n.js';

/** Verification-code messages of spec 01 §5 / spec 02 §8. */
export const verificationMessages = {
  getCodeFirst: {
    en: 'Please get the verification code',
    'zh-CN': '请获取验证码',
    'zh-TW': '請獲取驗證碼',
    es: 'Solicite el código de verificación',
    ja: '認証コードを取得してください',
  },
  codeTimedOut: {
    en: 'The verification code has timed out',
    'zh-CN': '验证码已超时',
    'zh-TW': '驗證碼已超時',
    es: 'El código de verificación ha caducado',
    ja: '認証コードの有効期限が切れました',
  },
  codeError: {
    en: 'Error in verification code',
    'zh-CN': '验证码错误',
    'zh-TW': '驗證碼錯誤',
    es: 'Código de verificación incorrecto',
    ja: '認証コードが違います',
  },
  codeSendFailed: {
    en: 'Failed to get the verification code',
    'zh-CN': '获取验证码失败',
    'zh-TW': '獲取驗證碼失敗',
    es: 'No se pudo obtener el código de verificación',
    ja: '認証コードの取得に失敗しました',
  },
  codeSent: {
    en: 'The verification code has been sent',
    'zh-CN': '验证码已发送',
    'zh-TW': '驗證碼已發送',
    es: 'Se ha enviado el código de verificación',
    ja: '認証コードを送信しました',
  },
  resendWait: {
    en: 'Please wait {seconds} s before getting another code',
    'zh-CN': '请 {seconds} 秒后再获取验证码',
    'zh-TW': '請 {seconds} 秒後再獲取驗證碼',
    es: 'Espere {seconds} s antes de pedir otro código',
    ja: '{seconds} 秒後に再度取得してください',
  },
  hourlyLimit: {
    en: 'Too many codes for this number, try again in {seconds} s',
    'zh-CN': '该号码获取验证码次数过多，请 {seconds} 秒后再试',
    'zh-TW': '該號碼獲取驗證碼次數過多，請 {seconds} 秒後再試',
    es: 'Demasiados códigos para este destino; inténtelo en {seconds} s',
    ja: 'この宛先への認証コードが多すぎます。{seconds} 秒後に再試行してください',
  },
  needPhoneOrEmail: {
    en: 'phone_num: cannot be empty',
    'zh-CN': 'phone_num：不能为空',
    'zh-TW': 'phone_num：不能為空',
    es: 'phone_num: no puede estar vacío',
    ja: 'phone_num: 入力してください',
  },
} satisfies Record<string, LocalizedText>;

/** The text of the message that carries a code, in the recipient's language. */
export const codeMessageText: LocalizedText = {
  en: 'Your PCB Union verification code is {code}. It is valid for {minutes} minutes. Do not share it.',
  'zh-CN': '您的 PCB Union 验证码是 {code}，{minutes} 分钟内有效，请勿泄露。',
  'zh-TW': '您的 PCB Union 驗證碼是 {code}，{minutes} 分鐘內有效，請勿洩露。',
  es: 'Su código de verificación de PCB Union es {code}. Es válido durante {minutes} minutos. No lo comparta.',
  ja: 'PCB Union の認証コードは {code} です。{minutes} 分間有効です。他人に教えないでください。',
};

export const codeMessageSubject: LocalizedText = {
  en: 'PCB Union verification code',
  'zh-CN': 'PCB Union 验证码',
  'zh-TW': 'PCB Union 驗證碼',
  es: 'Código de verificación de PCB Union',
  ja: 'PCB Union 認証コード',
};

defineMessages('identity', { codeMessageSubject, codeMessageText, verificationMessages });
