import type { Label } from './label.js';

/** Sign-in, registration, passwords (spec 01 §3–§6). */
export const SIGN_IN_LABELS: Record<string, Label> = {
  phone: ['Phone number', '手机号码', '手機號碼', 'Número de teléfono', '電話番号'],
  email: ['Email', '邮箱', '郵箱', 'Correo electrónico', 'メールアドレス'],
  code: ['Code', '编码', '編碼', 'Código', 'コード'],
};
