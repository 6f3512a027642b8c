import { defineLabels } from '../../http/field-labels.js';

/** The fields wallet names in its own words; every other field takes its shared label (http/field-labels). */
export const walletLabels = defineLabels('wallet', {
  bankAccountId: ['Bank account', '银行账户', '銀行賬戶', 'Cuenta bancaria', '銀行口座'],
  branch: ['Branch', '开户支行', '開戶支行', 'Sucursal', '支店'],
  cardNumber: ['Card number', '银行卡号', '銀行卡號', 'Número de tarjeta', 'カード番号'],
  password: ['Your password', '您的密码', '您的密碼', 'Su contraseña', 'あなたのパスワード'],
});
