import { defineLabels } from '../../http/field-labels.js';

/** The fields the shipping notices name in their own words; every other field takes its shared label (http/field-labels). */
export const shippingNoticeLabels = defineLabels('shipping-notices', {
  receipt: ['Receipt', '收货状态', '收貨狀態', 'Recepción', '受領状況'],
});
