import { defineLabels } from '../../http/field-labels.js';

/** The fields order names in its own words; every other field takes its shared label (http/field-labels). */
export const orderLabels = defineLabels('order', {
  productionNo: ['Production number', '生产编号', '生產編號', 'Número de producción', '製造番号'],
});
