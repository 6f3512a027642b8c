import type { Label } from './label.js';

/** Supplier bidding and equipment (issue 18). */
export const BIDDING_LABELS: Record<string, Label> = {
  deliveryDate: ['Delivery date', '交货日期', '交貨日期', 'Fecha de entrega', '納期'],
  validUntil: ['Valid until', '报价有效期', '報價有效期', 'Válida hasta', '有効期限'],
  expectedVersion: ['Bid version', '投标版本', '投標版本', 'Versión de la oferta', '入札版'],
  unit: ['Unit', '单位', '單位', 'Unidad', '単位'],
  line: ['Production line', '产线', '產線', 'Línea de producción', '生産ライン'],
};
