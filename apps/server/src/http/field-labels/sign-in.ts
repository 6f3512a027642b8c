import type { Label } from './label.js';

/** Sign-in, registration, passwords (spec 01 §3–§6). */
export const SIGN_IN_LABELS: Record<string, Label> = {
  email: ['Email', '邮箱', '郵箱', 'Correo electrónico', 'メールアドレス'],
  code: ['Code', '编码', '編碼', 'Código', 'コード'],
};
