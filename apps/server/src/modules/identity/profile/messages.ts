import type { LocalizedText } from '../../../http/messages.js';
import { defineMessages } from '../../../http/i18n.js';

/** Personal profile and the phone change of spec 02 §4 / §8 (answer codes 1, 0/2/5 errors, 3/4 neutral). */
export const profileMessages = {
  saved: { en: 'Saved', 'zh-CN': '保存成功', 'zh-TW': '保存成功', es: 'Guardado', ja: '保存しました' },
  emailTaken: {
    en: 'email: this mailbox is already used by another account',
    'zh-CN': 'email：该邮箱已被其他账号使用',
    'zh-TW': 'email：該郵箱已被其他賬號使用',
    es: 'email: este correo ya lo usa otra cuenta',
    ja: 'email: このメールアドレスは既に使用されています',
  },
  passwordRequired: {
    en: 'The password is required and cannot be empty',
    'zh-CN': '密码为必填项，不能为空',
    'zh-TW': '密碼為必填項，不能為空',
    es: 'La contraseña es obligatoria',
    ja: 'パスワードは必須です',
  },
  passwordConfirmed: {
    en: 'Password confirmed, enter the new phone number',
    'zh-CN': '密码验证通过，请输入新手机号',
    'zh-TW': '密碼驗證通過，請輸入新手機號',
    es: 'Contraseña confirmada; introduzca el nuevo teléfono',
    ja: 'パスワードを確認しました。新しい電話番号を入力してください',
  },
  passwordWrong: {
    en: 'Password error',
    'zh-CN': '密码错误',
    'zh-TW': '密碼錯誤',
    es: 'Contraseña incorrecta',
    ja: 'パスワードが違います',
  },
  /** code 1 */
  phoneChanged: {
    en: 'The phone number has been changed',
    'zh-CN': '手机号修改成功',
    'zh-TW': '手機號修改成功',
    es: 'Se cambió el número de teléfono',
    ja: '電話番号を変更しました',
  },
  /** code 2 */
  checkPasswordFirst: {
    en: 'Please check the current password first',
    'zh-CN': '请先验证当前密码',
    'zh-TW': '請先驗證當前密碼',
    es: 'Compruebe primero la contraseña actual',
    ja: '先に現在のパスワードを確認してください',
  },
  /** code 3 */
  samePhone: {
    en: 'This is already your phone number; nothing was changed',
    'zh-CN': '该号码已是您当前的手机号，无需修改',
    'zh-TW': '該號碼已是您當前的手機號，無需修改',
    es: 'Ya es su número de teléfono; no se cambió nada',
    ja: 'これは現在の電話番号です。変更はありません',
  },
  /** code 4 */
  phoneInUse: {
    en: 'This phone number is already bound to another account',
    'zh-CN': '该手机号已绑定其他账号',
    'zh-TW': '該手機號已綁定其他賬號',
    es: 'Este teléfono ya está vinculado a otra cuenta',
    ja: 'この電話番号は別のアカウントに登録されています',
  },
  /** code 5 */
  phoneFormat: {
    en: 'Phone format error',
    'zh-CN': '手机号格式错误',
    'zh-TW': '手機號格式錯誤',
    es: 'Formato de teléfono incorrecto',
    ja: '電話番号の形式が正しくありません',
  },
  avatarNotImage: {
    en: 'file_id: images must be JPG or PNG, at most 500 kB',
    'zh-CN': 'file_id：图片只能是 JPG 或 PNG，且不超过 500 kB',
    'zh-TW': 'file_id：圖片只能是 JPG 或 PNG，且不超過 500 kB',
    es: 'file_id: las imágenes deben ser JPG o PNG de 500 kB como máximo',
    ja: 'file_id: 画像は JPG または PNG、500 kB 以下にしてください',
  },
} satisfies Record<string, LocalizedText>;

/**
 * The answer codes of the phone change (spec 02 §8), as the dialog shows them:
 * 1 success · 0 code problem (error) · 2 password not checked (error) · 3 same number (neutral)
 * · 4 number bound to another account (neutral) · 5 phone format error (error).
 */
export const PHONE_CHANGE_CODES = {
  changed: 1,
  codeProblem: 0,
  checkPasswordFirst: 2,
  samePhone: 3,
  phoneInUse: 4,
  phoneFormat: 5,
} as const;

defineMessages('identity', { profileMessages });
