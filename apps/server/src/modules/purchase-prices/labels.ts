import { defineLabels } from '../../http/field-labels.js';

/** The fields the price lists name in their own words; every other field takes its shared label (http/field-labels). */
export const purchasePricesLabels = defineLabels('purchase-prices', {
  materialUid: ['Material', '物料', '物料', 'Material', '材料'],
  minQuantity: ['Minimum quantity', '起订量', '起訂量', 'Cantidad mínima', '最小数量'],
});
