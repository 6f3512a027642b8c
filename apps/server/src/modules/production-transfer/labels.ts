import { defineLabels } from '../../http/field-labels.js';

/** The fields production-transfer names in its own words; every other field takes its shared label (http/field-labels). */
export const productionTransferLabels = defineLabels('production-transfer', {
  dueDate: ['Due date', '要求交期', '要求交期', 'Fecha requerida', '希望納期'],
});
