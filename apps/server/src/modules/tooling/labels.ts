import { defineLabels } from '../../http/field-labels.js';

/** The fields tooling names in its own words; every other field takes its shared label (http/field-labels). */
export const toolingLabels = defineLabels('tooling', {
  amortiseBasis: ['Amortised by', '摊销方式', '攤銷方式', 'Amortizado por', '償却基準'],
  amortisedUnits: ['Amortised so far', '已摊销数量', '已攤銷數量', 'Amortizado hasta ahora', '償却済み数'],
  amortiseOver: ['Amortised over', '摊销总数', '攤銷總數', 'Amortizado en', '償却総数'],
  cost: ['Cost', '成本', '成本', 'Coste', '費用'],
  costCents: ['Cost', '成本', '成本', 'Coste', '費用'],
  location: ['Location', '存放位置', '存放位置', 'Ubicación', '保管場所'],
  toLocation: ['Location there', '接收方存放位置', '接收方存放位置', 'Ubicación de destino', '受入先の保管場所'],
  toolingNo: ['Tooling', '工装', '工裝', 'Utillaje', '治具'],
  units: ['Used', '本次使用', '本次使用', 'Usado', '使用数'],
});
