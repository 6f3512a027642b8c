import type { InvoicingInfoField } from '@pcbunion/core';
import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** Field labels of invoicing info (spec 02 §3), as the screen shows them. */
export const invoicingFieldLabels: Record<InvoicingInfoField, LocalizedText> = {
  unitName: { en: 'Unit name', 'zh-CN': '单位名称', 'zh-TW': '單位名稱', es: 'Razón social', ja: '名義（会社名）' },
  taxpayerNo: {
    en: 'Taxpayer number',
    'zh-CN': '纳税人识别号',
    'zh-TW': '納稅人識別號',
    es: 'Número de contribuyente',
    ja: '納税者番号',
  },
  address: { en: 'Address', 'zh-CN': '地址', 'zh-TW': '地址', es: 'Dirección', ja: '住所' },
  detailAddress: {
    en: 'Detail address',
    'zh-CN': '详细地址',
    'zh-TW': '詳細地址',
    es: 'Dirección detallada',
    ja: '詳細住所',
  },
  phone: { en: 'Phone', 'zh-CN': '电话', 'zh-TW': '電話', es: 'Teléfono', ja: '電話番号' },
  bank: { en: 'Bank', 'zh-CN': '开户银行', 'zh-TW': '開戶銀行', es: 'Banco', ja: '取引銀行' },
  bankCardNo: {
    en: 'Bank card number',
    'zh-CN': '银行卡号',
    'zh-TW': '銀行卡號',
    es: 'Número de cuenta bancaria',
    ja: '口座番号',
  },
  email: { en: 'E-mail', 'zh-CN': '邮箱', 'zh-TW': '郵箱', es: 'Correo electrónico', ja: 'メールアドレス' },
  status: { en: 'Status', 'zh-CN': '状态', 'zh-TW': '狀態', es: 'Estado', ja: '状態' },
};

export const invoicingMessages = {
  badTaxpayerNo: {
    en: 'must be 15, 17, 18 or 20 capital letters and digits',
    'zh-CN': '应为15、17、18或20位大写字母和数字',
    'zh-TW': '應為15、17、18或20位大寫字母和數字',
    es: 'debe tener 15, 17, 18 o 20 letras mayúsculas y dígitos',
    ja: '英大文字と数字の15・17・18・20桁で入力してください',
  },
  badBankCardNo: {
    en: 'must be 8 to 30 digits',
    'zh-CN': '应为8至30位数字',
    'zh-TW': '應為8至30位數字',
    es: 'debe tener de 8 a 30 dígitos',
    ja: '8〜30桁の数字で入力してください',
  },
  badEmail: {
    en: 'Please check the correct mailbox',
    'zh-CN': '请输入正确的邮箱',
    'zh-TW': '請輸入正確的郵箱',
    es: 'Compruebe la dirección de correo',
    ja: '正しいメールアドレスを入力してください',
  },
  badChoice: {
    en: 'must be valid or invalid',
    'zh-CN': '必须是有效或无效',
    'zh-TW': '必須是有效或無效',
    es: 'debe ser válido o no válido',
    ja: '有効または無効を選択してください',
  },
  saved: {
    en: 'Invoicing info saved',
    'zh-CN': '开票信息已保存',
    'zh-TW': '開票信息已保存',
    es: 'Datos de facturación guardados',
    ja: '請求先情報を保存しました',
  },
  deleted: {
    en: 'Invoicing info deleted',
    'zh-CN': '开票信息已删除',
    'zh-TW': '開票信息已刪除',
    es: 'Datos de facturación eliminados',
    ja: '請求先情報を削除しました',
  },
  tooMany: {
    en: 'An enterprise keeps at most {max} invoicing rows',
    'zh-CN': '每个企业最多保存 {max} 条开票信息',
    'zh-TW': '每個企業最多保存 {max} 條開票信息',
    es: 'Una empresa guarda como máximo {max} datos de facturación',
    ja: '1企業あたり請求先情報は最大 {max} 件です',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('invoicing', { invoicingFieldLabels, invoicingMessages });
