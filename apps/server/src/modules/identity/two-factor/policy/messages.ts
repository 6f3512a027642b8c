import { defineMessages } from '../../../../http/i18n.js';
import type { LocalizedText } from '../../../../http/messages.js';

/** Two-factor policies (issue 33): what the answers and refusals say. */
export const twoFactorPolicyMessages = {
  setupRequired: {
    en: 'Your enterprise requires two-factor sign-in: set it up to continue',
    'zh-CN': '您的企业要求开启两步验证登录，请先完成设置',
    'zh-TW': '您的企業要求開啟兩步驗證登錄，請先完成設置',
    es: 'Su empresa exige el inicio de sesión en dos pasos: actívelo para continuar',
    ja: '企業のポリシーで 2 段階認証が必須です。設定して続行してください',
  },
  coveredCannotTurnOff: {
    en: 'Two-factor sign-in cannot be turned off: a policy of {enterprise} requires it',
    'zh-CN': '无法关闭两步验证登录：{enterprise} 的安全策略要求开启',
    'zh-TW': '無法關閉兩步驗證登錄：{enterprise} 的安全策略要求開啟',
    es: 'No se puede desactivar el inicio de sesión en dos pasos: una política de {enterprise} lo exige',
    ja: '2 段階認証をオフにできません：{enterprise} のポリシーで必須です',
  },
  ticketExpired: {
    en: 'expired or already used; sign in again with your password',
    'zh-CN': '已过期或已使用，请重新输入密码登录',
    'zh-TW': '已過期或已使用，請重新輸入密碼登錄',
    es: 'caducó o ya se usó; vuelva a entrar con su contraseña',
    ja: '有効期限切れか使用済みです。パスワードからやり直してください',
  },
  policyOn: {
    en: 'Two-factor sign-in is now required',
    'zh-CN': '已要求开启两步验证登录',
    'zh-TW': '已要求開啟兩步驗證登錄',
    es: 'El inicio de sesión en dos pasos ahora es obligatorio',
    ja: '2 段階認証を必須にしました',
  },
  policyOff: {
    en: 'Two-factor sign-in is no longer required',
    'zh-CN': '已取消两步验证登录的强制要求',
    'zh-TW': '已取消兩步驗證登錄的強制要求',
    es: 'El inicio de sesión en dos pasos ya no es obligatorio',
    ja: '2 段階認証の必須設定を解除しました',
  },
  adminsOnly: {
    en: 'Only an administrator of the enterprise can change its policy',
    'zh-CN': '只有企业管理员可以修改安全策略',
    'zh-TW': '只有企業管理員可以修改安全策略',
    es: 'Solo un administrador de la empresa puede cambiar su política',
    ja: 'ポリシーを変更できるのは企業の管理者だけです',
  },
} satisfies Record<string, LocalizedText>;

export const twoFactorPolicyFields = {
  setup_ticket: {
    en: 'Two-factor setup',
    'zh-CN': '两步验证设置',
    'zh-TW': '兩步驗證設置',
    es: 'Activación en dos pasos',
    ja: '2 段階認証の設定',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('identity', { twoFactorPolicyMessages, twoFactorPolicyFields });
