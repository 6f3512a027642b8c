import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** The shipping module's server messages. */
export const shippingMessages = {
  saved: {
    en: 'Shipping table saved',
    'zh-CN': '运费表已保存',
    'zh-TW': '運費表已保存',
    es: 'Tabla de envíos guardada',
    ja: '送料表を保存しました',
  },
  factoryOnly: {
    en: 'Only a factory keeps a shipping table',
    'zh-CN': '只有工厂可以维护运费表',
    'zh-TW': '只有工廠可以維護運費表',
    es: 'Solo una fábrica mantiene una tabla de envíos',
    ja: '送料表を管理できるのは工場のみです',
  },
  noZone: {
    en: '{factory} has no carrier to {destination}; choose another destination or ask the factory in an inquiry',
    'zh-CN': '{factory} 没有发往 {destination} 的承运商，请选择其他目的地或通过询价咨询工厂',
    'zh-TW': '{factory} 沒有發往 {destination} 的承運商，請選擇其他目的地或通過詢價諮詢工廠',
    es: '{factory} no tiene transportista a {destination}; elija otro destino o consulte a la fábrica en una solicitud',
    ja: '{factory} には {destination} への配送業者がありません。別の配送先を選ぶか、見積依頼で工場にお問い合わせください',
  },
  badCountry: {
    en: 'destination.country: give the country as its two-letter code (e.g. CN, US, DE)',
    'zh-CN': 'destination.country：请填写两位国家代码（如 CN、US、DE）',
    'zh-TW': 'destination.country：請填寫兩位國家代碼（如 CN、US、DE）',
    es: 'destination.country: indique el país con su código de dos letras (p. ej. CN, US, DE)',
    ja: 'destination.country: 国は 2 文字のコードで指定してください（例: CN、US、DE）',
  },
  badProvince: {
    en: 'destination.province: {province} is not a province of China (give its code, such as 44, or its name, such as Guangdong)',
    'zh-CN': 'destination.province：{province} 不是中国的省级行政区（请填写代码如 44，或名称如 广东省）',
    'zh-TW': 'destination.province：{province} 不是中國的省級行政區（請填寫代碼如 44，或名稱如 廣東省）',
    es: 'destination.province: {province} no es una provincia de China (indique su código, como 44, o su nombre, como Guangdong)',
    ja: 'destination.province: {province} は中国の省ではありません（44 のようなコード、または Guangdong のような名前で指定してください）',
  },
  duplicateZone: {
    en: 'rates.{row}: {carrier} already has a row for this zone',
    'zh-CN': 'rates.{row}：{carrier} 已有该区域的运价',
    'zh-TW': 'rates.{row}：{carrier} 已有該區域的運價',
    es: 'rates.{row}: {carrier} ya tiene una fila para esta zona',
    ja: 'rates.{row}: {carrier} にはこの地域の行がすでにあります',
  },
  noBoard: {
    en: 'params: the board needs its width, height, layers and quantity for a shipping weight',
    'zh-CN': 'params：计算运输重量需要板的宽、高、层数和数量',
    'zh-TW': 'params：計算運輸重量需要板的寬、高、層數和數量',
    es: 'params: el peso de envío necesita el ancho, el alto, las capas y la cantidad de la placa',
    ja: 'params: 発送重量の計算には基板の幅・高さ・層数・数量が必要です',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('shipping', { shippingMessages });
