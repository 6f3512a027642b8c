import { localizedText, type LocalizedText } from '../../http/messages.js';

/** What a reveal answers, in the five languages. */
export const revealMessages = {
  password: localizedText('Password', '密码', '密碼', 'Contraseña', 'パスワード'),
  passwordWrong: localizedText(
    'Password: the password is wrong, so the {field} stays hidden',
    '密码：密码不正确，{field}仍保持隐藏',
    '密碼：密碼不正確，{field}仍保持隱藏',
    'Contraseña: la contraseña no es correcta; el {field} sigue oculto',
    'パスワード: パスワードが正しくないため、{field}は非表示のままです',
  ),
  tooManyTries: localizedText(
    'Too many wrong passwords: try again in {seconds} s',
    '密码错误次数过多，请在 {seconds} 秒后重试',
    '密碼錯誤次數過多，請在 {seconds} 秒後重試',
    'Demasiadas contraseñas incorrectas: inténtelo de nuevo en {seconds} s',
    'パスワードの誤りが多すぎます。{seconds} 秒後にもう一度お試しください',
  ),
  revealed: localizedText(
    'Shown in full: do not leave it on the screen',
    '已显示完整号码，请勿留在屏幕上',
    '已顯示完整號碼，請勿留在螢幕上',
    'Se muestra completo: no lo deje en la pantalla',
    '全体を表示しました。画面に出したままにしないでください',
  ),
} satisfies Record<string, LocalizedText>;

/** The secret fields a reveal names, as the screens label them. */
export const secretFieldLabels = {
  cardNumber: localizedText('card number', '银行卡号', '銀行卡號', 'número de tarjeta', 'カード番号'),
  taxpayerNo: localizedText('taxpayer number', '纳税人识别号', '納稅人識別號', 'número de contribuyente', '納税者番号'),
  bankCardNo: localizedText('bank card number', '银行卡号', '銀行卡號', 'número de tarjeta bancaria', '口座番号'),
} satisfies Record<string, LocalizedText>;
