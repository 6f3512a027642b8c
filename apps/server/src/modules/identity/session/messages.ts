import type { LocalizedText } from '../../../http/messages.js';
import { defineMessages } from '../../../http/i18n.js';

/** Answers of the session and password calls; zh-CN verbatim from spec 01 §8. */
export const sessionMessages = {
  passwordChanged: {
    en: 'Password changed successfully!',
    'zh-CN': '密码修改成功!',
    'zh-TW': '密碼修改成功!',
    es: '¡Contraseña cambiada!',
    ja: 'パスワードを変更しました!',
  },
  loginUserNotFound: {
    en: 'The signed-in user was not found!',
    'zh-CN': '未查询到登录用户信息!',
    'zh-TW': '未查詢到登錄用戶信息!',
    es: '¡No se encontró el usuario de la sesión!',
    ja: 'ログインユーザー情報が見つかりません!',
  },
  oldPasswordWrong: {
    en: 'The current password is incorrect!',
    'zh-CN': '原密码不正确!',
    'zh-TW': '原密碼不正確!',
    es: '¡La contraseña actual no es correcta!',
    ja: '現在のパスワードが正しくありません!',
  },
  passwordChangedMeanwhile: {
    en: 'The password was changed meanwhile; sign in again',
    'zh-CN': '密码已被修改，请重新登录',
    'zh-TW': '密碼已被修改，請重新登錄',
    es: 'La contraseña cambió mientras tanto; inicie sesión de nuevo',
    ja: 'パスワードは既に変更されています。再度ログインしてください',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('identity', { sessionMessages });
