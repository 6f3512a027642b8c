import { defineLabels } from '../../http/field-labels.js';

/** The fields finance names in its own words; every other field takes its shared label (http/field-labels). */
export const financeLabels = defineLabels('finance', {
  batchNo: ['Batch number', '批次号', '批次號', 'Número de lote', 'バッチ番号'],
});
