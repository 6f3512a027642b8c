import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/**
 * The price lists' own answers in the five languages. The refusals it shares with purchasing (a supplier that is
 * not one, a material not in the file, a rate, a required field) stay purchase's `purchaseMessages`.
 */
export const priceMessages = {
  badRange: {
    en: 'validTo: the end of validity comes before its start',
    'zh-CN': 'validTo：有效期结束日期早于开始日期',
    'zh-TW': 'validTo：有效期結束日期早於開始日期',
    es: 'validTo: el fin de la vigencia es anterior a su inicio',
    ja: 'validTo：有効期限の終了日が開始日より前です',
  },
  notFound: {
    en: 'No such supplier price',
    'zh-CN': '供应商价格不存在',
    'zh-TW': '供應商價格不存在',
    es: 'No existe ese precio de proveedor',
    ja: 'その仕入先価格はありません',
  },
  rowError: {
    en: 'Row {row}: {text}',
    'zh-CN': '第{row}行：{text}',
    'zh-TW': '第{row}行：{text}',
    es: 'Fila {row}: {text}',
    ja: '{row}行目：{text}',
  },
  unknownSupplier: {
    en: 'no supplier enterprise numbered {value}',
    'zh-CN': '没有编号为 {value} 的供应商企业',
    'zh-TW': '沒有編號為 {value} 的供應商企業',
    es: 'no hay empresa proveedora con el número {value}',
    ja: '番号 {value} の仕入先企業はありません',
  },
  unknownMaterial: {
    en: 'no material numbered {value} in your material file',
    'zh-CN': '物料档案中没有编号为 {value} 的物料',
    'zh-TW': '物料檔案中沒有編號為 {value} 的物料',
    es: 'no hay material con el número {value} en su archivo',
    ja: '資材台帳に番号 {value} の資材はありません',
  },
  refused: {
    en: 'Nothing was imported: {count} rows have errors',
    'zh-CN': '未导入任何数据：{count} 行有错误',
    'zh-TW': '未匯入任何數據：{count} 行有錯誤',
    es: 'No se importó nada: {count} filas tienen errores',
    ja: '何も取り込まれませんでした：{count} 行にエラーがあります',
  },
  imported: {
    en: '{count} prices imported',
    'zh-CN': '已导入 {count} 条价格',
    'zh-TW': '已匯入 {count} 條價格',
    es: '{count} precios importados',
    ja: '{count} 件の価格を取り込みました',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('purchase-prices', { priceMessages });
