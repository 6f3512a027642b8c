import type { LocalizedText } from '../../http/messages.js';
import type { ShippingAddressField } from '@pcbunion/core';
import { defineMessages } from '../../http/i18n.js';

/** Field labels of a shipping address, as the screen shows them. */
export const addressFieldLabels: Record<ShippingAddressField, LocalizedText> = {
  recipient: { en: 'Recipient', 'zh-CN': '收货人', 'zh-TW': '收貨人', es: 'Destinatario', ja: '受取人' },
  company: { en: 'Company', 'zh-CN': '公司', 'zh-TW': '公司', es: 'Empresa', ja: '会社' },
  areaCode: { en: 'Area code', 'zh-CN': '区号', 'zh-TW': '區號', es: 'Prefijo', ja: '国番号' },
  phone: { en: 'Phone', 'zh-CN': '手机号码', 'zh-TW': '手機號碼', es: 'Teléfono', ja: '電話番号' },
  region: { en: 'Region', 'zh-CN': '所在地区', 'zh-TW': '所在地區', es: 'Región', ja: '地域' },
  detailAddress: {
    en: 'Detail address',
    'zh-CN': '详细地址',
    'zh-TW': '詳細地址',
    es: 'Dirección detallada',
    ja: '詳細住所',
  },
};

export const addressMessages = {
  badPhone: {
    en: 'Please enter the correct phone number',
    'zh-CN': '请输入正确的手机号码',
    'zh-TW': '請輸入正確的手機號碼',
    es: 'Introduzca un número de teléfono correcto',
    ja: '正しい電話番号を入力してください',
  },
  badAreaCode: {
    en: 'must be one of +86, +852, +886, +853, +82',
    'zh-CN': '必须是 +86、+852、+886、+853、+82 之一',
    'zh-TW': '必須是 +86、+852、+886、+853、+82 之一',
    es: 'debe ser +86, +852, +886, +853 o +82',
    ja: '+86、+852、+886、+853、+82 のいずれかです',
  },
  badRegion: {
    en: 'choose a province, city and district from the list',
    'zh-CN': '请从列表中选择省、市、区',
    'zh-TW': '請從列表中選擇省、市、區',
    es: 'elija provincia, ciudad y distrito de la lista',
    ja: '一覧から省・市・区を選択してください',
  },
  saved: {
    en: 'Address saved',
    'zh-CN': '地址已保存',
    'zh-TW': '地址已保存',
    es: 'Dirección guardada',
    ja: '住所を保存しました',
  },
  deleted: {
    en: 'Address deleted',
    'zh-CN': '地址已删除',
    'zh-TW': '地址已刪除',
    es: 'Dirección eliminada',
    ja: '住所を削除しました',
  },
  defaultSet: {
    en: 'Default address set',
    'zh-CN': '已设为默认地址',
    'zh-TW': '已設為默認地址',
    es: 'Dirección predeterminada establecida',
    ja: '既定の住所に設定しました',
  },
  tooMany: {
    en: 'An enterprise keeps at most {max} shipping addresses',
    'zh-CN': '每个企业最多保存 {max} 个收货地址',
    'zh-TW': '每個企業最多保存 {max} 個收貨地址',
    es: 'Una empresa guarda como máximo {max} direcciones',
    ja: '1企業あたり配送先は最大 {max} 件です',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('addresses', { addressFieldLabels, addressMessages });
