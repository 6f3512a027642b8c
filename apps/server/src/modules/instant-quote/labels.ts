import { defineLabels } from '../../http/field-labels.js';

/**
 * The fields the instant quote names in its own words; every other field (merchant, productNo, params, leadTime,
 * destination, country, province, carrier, rowVersion, id, file, side) takes its shared label (http/field-labels).
 */
export const instantQuoteLabels = defineLabels('instant-quote', {
  assembly: ['Assembly choices', '贴装选项', '貼裝選項', 'Opciones de montaje', '実装の選択'],
  state: ['Quote choices', '报价选项', '報價選項', 'Opciones de la cotización', '見積の選択内容'],
  // The board render's colours and its cache key (GET /api/instant-quotes/:id/render/:side).
  mask: ['Solder mask colour', '阻焊颜色', '防焊顏色', 'Color de la máscara de soldadura', 'ソルダーレジストの色'],
  silk: ['Silkscreen colour', '丝印颜色', '絲印顏色', 'Color de la serigrafía', 'シルクの色'],
  v: ['Picture version', '图片版本', '圖片版本', 'Versión de la imagen', '画像のバージョン'],
});
