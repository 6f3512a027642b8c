import { defineLabels } from '../../http/field-labels.js';

/** The fields barcode names in its own words; every other field takes its shared label (http/field-labels). */
export const barcodeLabels = defineLabels('barcode', {
  fields: ['Printed fields', '打印字段', '列印欄位', 'Campos impresos', '印字項目'],
  symbology: ['Barcode type', '条码类型', '條碼類型', 'Tipo de código', 'バーコードの種類'],
});
