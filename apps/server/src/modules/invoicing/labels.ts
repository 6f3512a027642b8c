import { defineLabels } from '../../http/field-labels.js';

/** The fields invoicing names in its own words; every other field takes its shared label (http/field-labels). */
export const invoicingLabels = defineLabels('invoicing', {
  bankCardNo: ['Bank card number', '银行卡号', '銀行卡號', 'Número de tarjeta', '口座番号'],
  phone: ['Phone', '电话', '電話', 'Teléfono', '電話番号'],
  password: ['Your password', '您的密码', '您的密碼', 'Su contraseña', 'あなたのパスワード'],
});
