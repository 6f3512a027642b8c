import type { TelephoneProblem } from '../account/telephone.js';
import type { Texts } from './catalogue.js';

/** What a refused telephone field says (account/telephone.ts), in the five languages; the forms and the API use it. */
export const telephoneProblemTexts = {
  badTelephone: {
    en: 'Enter a mobile number, a landline (area code optional, then 7 to 14 digits, e.g. 0755-12345678) or an international number starting with +',
    'zh-CN': '请输入手机号码、固定电话（区号可选，再加7至14位数字，如 0755-12345678）或以 + 开头的国际号码',
    'zh-TW': '請輸入手機號碼、固定電話（區號可選，再加7至14位數字，如 0755-12345678）或以 + 開頭的國際號碼',
    es: 'Introduzca un móvil, un fijo (prefijo opcional y luego de 7 a 14 dígitos, p. ej. 0755-12345678) o un número internacional que empiece por +',
    ja: '携帯電話番号、固定電話（市外局番は任意、続けて7〜14桁。例: 0755-12345678）、または + で始まる国際番号を入力してください',
  },
} satisfies Record<TelephoneProblem, Texts>;
