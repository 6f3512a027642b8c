import { defineLabels } from '../../http/field-labels.js';

/** The fields customer-change names in its own words; every other field takes its shared label (http/field-labels). */
export const customerChangeLabels = defineLabels('customer-change', {
  amountDelta: ['Price impact', '价格影响', '價格影響', 'Impacto en precio', '価格への影響'],
  impactDate: ['New delivery date', '新交期', '新交期', 'Nueva fecha de entrega', '新しい納期'],
  impactNote: ['Impact note', '影响说明', '影響說明', 'Nota del impacto', '影響の説明'],
  newDate: ['Requested date', '要求交期', '要求交期', 'Fecha solicitada', '希望納期'],
  newQuantity: ['New quantity', '新数量', '新數量', 'Nueva cantidad', '新数量'],
  newRevision: ['New revision', '新版本', '新版本', 'Nueva revisión', '新リビジョン'],
});
