import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** The quotation masters' server messages (customers, materials, currencies, process types). */
export const masterMessages = {
  masterTaken: {
    en: '{field}: {value} already exists',
    'zh-CN': '{field}：{value} 已存在',
    'zh-TW': '{field}：{value} 已存在',
    es: '{field}: {value} ya existe',
    ja: '{field}: {value} は既に存在します',
  },
  masterInUse: {
    en: 'This data cannot be deleted: {reason}',
    'zh-CN': '该数据不能删除：{reason}',
    'zh-TW': '該數據不能刪除：{reason}',
    es: 'Estos datos no se pueden eliminar: {reason}',
    ja: 'このデータは削除できません：{reason}',
  },
  currencyUnknown: {
    en: '{field}: currency {value} is not in the currency list',
    'zh-CN': '{field}：币种 {value} 不在币种列表中',
    'zh-TW': '{field}：幣種 {value} 不在幣種列表中',
    es: '{field}: la moneda {value} no está en la lista',
    ja: '{field}: 通貨 {value} は通貨一覧にありません',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('quotation-masters', { masterMessages });
