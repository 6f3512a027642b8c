import { defineMessages } from '../../../../http/i18n.js';
import type { LocalizedText } from '../../../../http/messages.js';

/** WeChat sign-in and binding a phone to a WeChat-only account: what the answers and refusals say. */
export const wechatMessages = {
  /** The name of an account whose WeChat nickname is empty: at most 10 characters, as every account name. */
  defaultName: {
    en: 'WeChat',
    'zh-CN': '微信用户',
    'zh-TW': '微信用戶',
    es: 'WeChat',
    ja: 'WeChatユーザー',
  },
  phoneAlreadyBound: {
    en: 'this account already has a phone number; change it with Modify phone',
    'zh-CN': '该账号已绑定手机号，请通过“修改手机号”更换',
    'zh-TW': '該賬號已綁定手機號，請通過「修改手機號」更換',
    es: 'esta cuenta ya tiene un número de teléfono; cámbielo con «Modificar teléfono»',
    ja: 'このアカウントには電話番号が登録済みです。「電話番号の変更」から変更してください',
  },
  phoneHasAccount: {
    en: 'this number already has an account: sign in with it instead (the two accounts are not merged)',
    'zh-CN': '该手机号已注册账号，请直接用该手机号登录（两个账号不会合并）',
    'zh-TW': '該手機號已註冊賬號，請直接用該手機號登錄（兩個賬號不會合併）',
    es: 'este número ya tiene una cuenta: inicie sesión con él (las dos cuentas no se fusionan)',
    ja: 'この電話番号は既に別のアカウントで使われています。その番号でサインインしてください（アカウントは統合されません）',
  },
  phoneBound: {
    en: 'Phone number bound; you can now sign in with it and your password',
    'zh-CN': '手机号绑定成功，现在可以用手机号和密码登录',
    'zh-TW': '手機號綁定成功，現在可以用手機號和密碼登錄',
    es: 'Teléfono vinculado; ya puede iniciar sesión con él y su contraseña',
    ja: '電話番号を登録しました。電話番号とパスワードでサインインできます',
  },
  wechatTaken: {
    en: 'this WeChat is already linked to another account',
    'zh-CN': '该微信已绑定其他账号',
    'zh-TW': '該微信已綁定其他賬號',
    es: 'este WeChat ya está vinculado a otra cuenta',
    ja: 'このWeChatは既に別のアカウントに連携されています',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('identity', { wechatMessages });
