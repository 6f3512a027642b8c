import { defineLabels } from '../../http/field-labels.js';

/** The fields privacy names in its own words; every other field takes its shared label (http/field-labels). */
export const privacyLabels = defineLabels('privacy', {
  password: ['Password', '密码', '密碼', 'Contraseña', 'パスワード'],
  recovery_code: ['Recovery code', '恢复码', '恢復碼', 'Código de recuperación', 'リカバリーコード'],
  verify_code: ['Verification code', '验证码', '驗證碼', 'Código de verificación', '認証コード'],
  token: ['Download link', '下载链接', '下載連結', 'Enlace de descarga', 'ダウンロードリンク'],
});
