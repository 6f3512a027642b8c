import { defineLabels } from '../../http/field-labels.js';

/**
 * The fields the instant quote names in its own words; every other field (merchant, productNo, params, leadTime,
 * destination, country, province, carrier, rowVersion, id, file) takes its shared label (http/field-labels).
 */
export const instantQuoteLabels = defineLabels('instant-quote', {
  assembly: ['Assembly choices', '贴装选项', '貼裝選項', 'Opciones de montaje', '実装の選択'],
  state: ['Quote choices', '报价选项', '報價選項', 'Opciones de la cotización', '見積の選択内容'],
});
