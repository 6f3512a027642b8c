import type { RegistrationProblem } from '../account/registration.js';
import type { Texts } from './catalogue.js';

/**
 * What core's account rules (`account/registration.ts`) report, in the five languages: the registration, sign-in
 * and profile forms show them and the server answers with them. zh-CN as spec 01 words them.
 */
export const accountProblemTexts = {
  required: {
    en: 'Cannot be empty',
    'zh-CN': '不能为空',
    'zh-TW': '不能為空',
    es: 'No puede estar vacío',
    ja: '入力してください',
  },
  badPhone: {
    en: 'Please enter the correct phone number',
    'zh-CN': '请输入正确的手机号码',
    'zh-TW': '請輸入正確的手機號碼',
    es: 'Introduzca un número de teléfono correcto',
    ja: '正しい電話番号を入力してください',
  },
  badEmail: {
    en: 'Please check the correct mailbox',
    'zh-CN': '请输入正确的邮箱',
    'zh-TW': '請輸入正確的郵箱',
    es: 'Compruebe la dirección de correo',
    ja: '正しいメールアドレスを入力してください',
  },
  badPassword: {
    en: 'You can only enter 6-20 letters, numbers, underscores',
    'zh-CN': '只能输入6-20个字母、数字、下划线',
    'zh-TW': '只能輸入6-20個字母、數字、下劃線',
    es: 'Solo puede introducir de 6 a 20 letras, números o guiones bajos',
    ja: '6〜20文字の英数字とアンダースコアのみ入力できます',
  },
  passwordMismatch: {
    en: 'The two passwords must be consistent',
    'zh-CN': '两次输入的密码不一致',
    'zh-TW': '兩次輸入的密碼不一致',
    es: 'Las dos contraseñas deben coincidir',
    ja: '2つのパスワードが一致しません',
  },
  tooLong: {
    en: 'You can only enter 10 characters',
    'zh-CN': '只能输入10个字符',
    'zh-TW': '只能輸入10個字符',
    es: 'Solo puede introducir 10 caracteres',
    ja: '10文字までしか入力できません',
  },
  badCode: {
    en: 'The verification code has 6 digits',
    'zh-CN': '验证码为6位数字',
    'zh-TW': '驗證碼為6位數字',
    es: 'El código de verificación tiene 6 dígitos',
    ja: '認証コードは6桁の数字です',
  },
  badCreditCode: {
    en: 'Please enter a correct registration number or unified social credit code',
    'zh-CN': '请输入正确的注册号或统一社会信用代码',
    'zh-TW': '請輸入正確的註冊號或統一社會信用代碼',
    es: 'Introduzca un número de registro o código de crédito correcto',
    ja: '正しい登録番号または統一社会信用コードを入力してください',
  },
  agreement: {
    en: 'Please check and agree to the enterprise use agreement',
    'zh-CN': '请勾选并同意企业使用协议',
    'zh-TW': '請勾選並同意企業使用協議',
    es: 'Marque y acepte el acuerdo de uso empresarial',
    ja: '企業利用規約を確認して同意してください',
  },
} satisfies Record<RegistrationProblem, Texts>;
