import type { Label } from './label.js';

/** Tooling, tooling transfers and production transfers (issue 20). */
export const TOOLING_LABELS: Record<string, Label> = {
  owner: ['Owner', '所有方', '所有方', 'Propietario', '所有者'],
  cost: ['Cost', '成本', '成本', 'Coste', '費用'],
  costCents: ['Cost', '成本', '成本', 'Coste', '費用'],
  amortiseBasis: ['Amortised by', '摊销方式', '攤銷方式', 'Amortizado por', '償却基準'],
  amortiseOver: ['Amortised over', '摊销总数', '攤銷總數', 'Amortizado en', '償却総数'],
  amortisedUnits: ['Amortised so far', '已摊销数量', '已攤銷數量', 'Amortizado hasta ahora', '償却済み数'],
  location: ['Location', '存放位置', '存放位置', 'Ubicación', '保管場所'],
  units: ['Used', '本次使用', '本次使用', 'Usado', '使用数'],
  toolingNo: ['Tooling', '工装', '工裝', 'Utillaje', '治具'],
  toFactoryNo: ['Receiving factory', '接收工厂', '接收工廠', 'Fábrica receptora', '受入工場'],
  toLocation: ['Location there', '接收方存放位置', '接收方存放位置', 'Ubicación de destino', '受入先の保管場所'],
  dueDate: ['Due date', '要求交期', '要求交期', 'Fecha requerida', '希望納期'],
};
