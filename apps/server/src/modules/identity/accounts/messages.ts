import { accountProblemTexts } from '@pcbunion/core';
import type { LocalizedText } from '../../../http/messages.js';
import { defineMessages } from '../../../http/i18n.js';

/** Messages shared by the account areas (registration, verification, staff, profile); zh-CN as the spec words them. */
export const accountMessages = {
  ...accountProblemTexts,
  fieldProblem: {
    en: '{field}: {problem}',
    'zh-CN': '{field}：{problem}',
    'zh-TW': '{field}：{problem}',
    es: '{field}: {problem}',
    ja: '{field}: {problem}',
  },
  breachedPassword: {
    en: 'this password has appeared in data breaches and is easy to guess; choose another',
    'zh-CN': '该密码曾出现在公开泄露的密码库中，容易被猜到，请换一个',
    'zh-TW': '該密碼曾出現在公開洩露的密碼庫中，容易被猜到，請換一個',
    es: 'esta contraseña ha aparecido en filtraciones de datos y es fácil de adivinar; elija otra',
    ja: 'このパスワードは流出したパスワードの一覧に含まれており推測されやすいため、別のものを選んでください',
  },
  tryAgainIn: {
    en: 'Too many attempts, try again in {seconds} s',
    'zh-CN': '尝试次数过多，请 {seconds} 秒后再试',
    'zh-TW': '嘗試次數過多，請 {seconds} 秒後再試',
    es: 'Demasiados intentos; inténtelo de nuevo en {seconds} s',
    ja: '試行回数が多すぎます。{seconds} 秒後に再試行してください',
  },
  serviceNotFound: {
    en: 'No such service: {name}',
    'zh-CN': '服务不存在：{name}',
    'zh-TW': '服務不存在：{name}',
    es: 'No existe el servicio: {name}',
    ja: 'サービスがありません: {name}',
  },
  adminOnly: {
    en: 'Only an enterprise administrator can do this',
    'zh-CN': '只有企业管理员可以执行此操作',
    'zh-TW': '只有企業管理員可以執行此操作',
    es: 'Solo un administrador de la empresa puede hacerlo',
    ja: 'この操作は企業管理者のみ行えます',
  },
  enterpriseSignInFirst: {
    en: 'Enter an enterprise first',
    'zh-CN': '请先进入一个企业',
    'zh-TW': '請先進入一個企業',
    es: 'Entre primero en una empresa',
    ja: '先に企業に入ってください',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('identity', { accountMessages });
