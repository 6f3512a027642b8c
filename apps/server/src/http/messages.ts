import { accountProblemTexts, fieldMessages, telephoneProblemTexts } from '@pcbunion/core';
import { defineMessages, render, type LocalizedText } from './i18n.js';
import type { Language } from './language.js';

export type { LocalizedText } from './i18n.js';
/** A message written inline in the five languages' order: English, simplified and traditional Chinese, Spanish, Japanese. */
export const localizedText = (en: string, zhCN: string, zhTW: string, es: string, ja: string): LocalizedText => ({
  en,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  es,
  ja,
});
type Catalogue = LocalizedText;

/** Server messages in the five languages; zh-CN verbatim from the spec where it quotes one. */
const messages = {
  ok: { en: 'Success', 'zh-CN': '成功', 'zh-TW': '成功', es: 'Correcto', ja: '成功' },
  notFound: { en: 'Not found', 'zh-CN': '未找到', 'zh-TW': '未找到', es: 'No encontrado', ja: '見つかりません' },
  routeNotFound: {
    en: 'No such endpoint: {path}',
    'zh-CN': '接口不存在：{path}',
    'zh-TW': '接口不存在：{path}',
    es: 'No existe el servicio: {path}',
    ja: 'エンドポイントがありません: {path}',
  },
  unauthorized: {
    en: 'Login status invalid, redirecting to the login page',
    'zh-CN': '登录状态已失效，正在跳转登录页',
    'zh-TW': '登錄狀態已失效，正在跳轉登錄頁',
    es: 'La sesión no es válida; vuelva a iniciar sesión',
    ja: 'ログイン状態が無効です。ログインページへ移動します',
  },
  forbidden: {
    en: 'You do not have permission for this screen',
    'zh-CN': '没有此页面的权限',
    'zh-TW': '沒有此頁面的權限',
    es: 'No tiene permiso para esta pantalla',
    ja: 'この画面の権限がありません',
  },
  conflict: {
    en: 'The data was changed by someone else; reload and try again',
    'zh-CN': '数据已被他人修改，请刷新后重试',
    'zh-TW': '數據已被他人修改，請刷新後重試',
    es: 'Otra persona cambió los datos; recargue e intente de nuevo',
    ja: 'データが他のユーザーにより変更されました。再読み込みしてください',
  },
  internal: {
    en: 'Service call failed, please try again later',
    'zh-CN': '服务调用失败，请稍后再试',
    'zh-TW': '服務調用失敗，請稍後再試',
    es: 'La llamada al servicio falló; inténtelo más tarde',
    ja: 'サービス呼び出しに失敗しました。しばらくしてから再試行してください',
  },
  databaseUnavailable: {
    en: 'The service is briefly unavailable (its database cannot be reached); please try again in a few seconds',
    'zh-CN': '服务暂时不可用（无法连接数据库），请稍后几秒再试',
    'zh-TW': '服務暫時不可用（無法連接資料庫），請稍後幾秒再試',
    es: 'El servicio no está disponible por un momento (no se puede acceder a su base de datos); inténtelo de nuevo en unos segundos',
    ja: 'サービスが一時的に利用できません（データベースに接続できません）。数秒後に再試行してください',
  },
  invalidField: {
    en: '{field}: {problem}',
    'zh-CN': '{field}：{problem}',
    'zh-TW': '{field}：{problem}',
    es: '{field}: {problem}',
    ja: '{field}: {problem}',
  },
  malformedBody: {
    en: 'body: the request body is not valid JSON',
    'zh-CN': 'body：请求体不是有效的 JSON',
    'zh-TW': 'body：請求體不是有效的 JSON',
    es: 'body: el cuerpo no es JSON válido',
    ja: 'body: リクエスト本文が有効な JSON ではありません',
  },
  required: {
    en: 'cannot be empty',
    'zh-CN': '不能为空',
    'zh-TW': '不能為空',
    es: 'no puede estar vacío',
    ja: '必須です',
  },
  wrongType: {
    en: 'must be a {expected}',
    'zh-CN': '必须是{expected}',
    'zh-TW': '必須是{expected}',
    es: 'debe ser {expected}',
    ja: '{expected}である必要があります',
  },
  tooShort: {
    en: 'must be at least {minimum}',
    'zh-CN': '至少为 {minimum}',
    'zh-TW': '至少為 {minimum}',
    es: 'debe ser al menos {minimum}',
    ja: '{minimum} 以上である必要があります',
  },
  tooLong: {
    en: 'must be at most {maximum}',
    'zh-CN': '最多为 {maximum}',
    'zh-TW': '最多為 {maximum}',
    es: 'debe ser como máximo {maximum}',
    ja: '{maximum} 以下である必要があります',
  },
  badFormat: {
    en: 'has the wrong format',
    'zh-CN': '格式不正确',
    'zh-TW': '格式不正確',
    es: 'tiene un formato incorrecto',
    ja: '形式が正しくありません',
  },
  badChoice: {
    en: 'must be one of {options}',
    'zh-CN': '必须是 {options} 之一',
    'zh-TW': '必須是 {options} 之一',
    es: 'debe ser uno de {options}',
    ja: '{options} のいずれかである必要があります',
  },
  unknownField: {
    en: 'is not a known field',
    'zh-CN': '不是可识别的字段',
    'zh-TW': '不是可識別的字段',
    es: 'no es un campo conocido',
    ja: '不明な項目です',
  },
  // The shared field rules of packages/core/src/validation (text, numbers, depth, size)
  ...fieldMessages,
  invalid: { en: 'is invalid', 'zh-CN': '无效', 'zh-TW': '無效', es: 'no es válido', ja: '無効です' },
  // Sign-in (spec 01 §8)
  notRegistered: {
    en: 'The user is not registered, please register first',
    'zh-CN': '该用户未注册，请先注册',
    'zh-TW': '該用戶未註冊，請先註冊',
    es: 'El usuario no está registrado; regístrese primero',
    ja: 'このユーザーは未登録です。先に登録してください',
  },
  passwordError: {
    en: 'Password error',
    'zh-CN': '密码错误',
    'zh-TW': '密碼錯誤',
    es: 'Contraseña incorrecta',
    ja: 'パスワードが違います',
  },
  userInvalid: {
    en: 'The user is invalid, please contact the administrator',
    'zh-CN': '该用户已失效，请联系管理员',
    'zh-TW': '該用戶已失效，請聯繫管理員',
    es: 'El usuario no es válido; contacte al administrador',
    ja: 'このユーザーは無効です。管理者に連絡してください',
  },
  noEnterprise: {
    en: 'Login failed, please contact administrator',
    'zh-CN': '登录失败，请联系管理员',
    'zh-TW': '登錄失敗，請聯繫管理員',
    es: 'Error al iniciar sesión; contacte al administrador',
    ja: 'ログインに失敗しました。管理者に連絡してください',
  },
  chooseEnterprise: {
    en: 'Choose the enterprise to enter',
    'zh-CN': '请选择要进入的企业',
    'zh-TW': '請選擇要進入的企業',
    es: 'Elija la empresa',
    ja: '入る企業を選択してください',
  },
  badPhone: accountProblemTexts.badPhone,
  badEmail: accountProblemTexts.badEmail,
  /** A telephone field (core account/telephone.ts): mobile, landline or international. */
  badTelephone: telephoneProblemTexts.badTelephone,
  identityMismatch: {
    en: 'The request names another user or enterprise than the session',
    'zh-CN': '请求中的用户或企业与当前登录不一致',
    'zh-TW': '請求中的用戶或企業與當前登錄不一致',
    es: 'La solicitud nombra a otro usuario o empresa que la sesión',
    ja: 'リクエストのユーザーまたは企業がセッションと一致しません',
  },
  notAMember: {
    en: 'You are not a member of this enterprise',
    'zh-CN': '您不是该企业的成员',
    'zh-TW': '您不是該企業的成員',
    es: 'No es miembro de esta empresa',
    ja: 'この企業のメンバーではありません',
  },
  // Change password (spec 01 §5)
  weakPassword: {
    en: 'The password must be 8 to 16 characters with upper and lower case letters and digits',
    'zh-CN': '密码至少8位且必须包含大小写字母和数字！',
    'zh-TW': '密碼至少8位且必須包含大小寫字母和數字！',
    es: 'La contraseña debe tener de 8 a 16 caracteres con mayúsculas, minúsculas y dígitos',
    ja: 'パスワードは8〜16文字で、大文字・小文字・数字を含める必要があります',
  },
  passwordMismatch: {
    en: 'The passwords entered do not match',
    'zh-CN': '输入密码不一致！',
    'zh-TW': '輸入密碼不一致！',
    es: 'Las contraseñas no coinciden',
    ja: '入力したパスワードが一致しません',
  },
  loginOk: {
    en: 'Login successful',
    'zh-CN': '登录成功',
    'zh-TW': '登錄成功',
    es: 'Sesión iniciada',
    ja: 'ログインしました',
  },
} satisfies Record<string, Catalogue>;
defineMessages('common', messages);

export type MessageKey = keyof typeof messages;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}

export function translate(
  language: Language,
  key: MessageKey | LocalizedText,
  values: Record<string, string | number> = {},
): string {
  return render(language, typeof key === 'string' ? messages[key] : key, values);
}
