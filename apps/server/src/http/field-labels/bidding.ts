import type { Label } from './label.js';

/** Supplier bidding and equipment (issue 18). */
export const BIDDING_LABELS: Record<string, Label> = {
  deadline: ['Bid deadline', '投标截止时间', '投標截止時間', 'Fecha límite de oferta', '入札締切'],
  deliveryPlace: ['Delivery place', '交货地点', '交貨地點', 'Lugar de entrega', '納入場所'],
  attachments: ['Attachments', '附件', '附件', 'Adjuntos', '添付ファイル'],
  audience: ['Send to', '发送对象', '發送對象', 'Enviar a', '送付先'],
  supplierUids: ['Suppliers', '供应商', '供應商', 'Proveedores', '仕入先'],
  deliveryDate: ['Delivery date', '交货日期', '交貨日期', 'Fecha de entrega', '納期'],
  validUntil: ['Valid until', '报价有效期', '報價有效期', 'Válida hasta', '有効期限'],
  attachmentFileUid: ['Attachment', '附件', '附件', 'Adjunto', '添付ファイル'],
  bidUids: ['Bids to award', '中标投标', '中標投標', 'Ofertas adjudicadas', '落札する入札'],
  expectedVersion: ['Bid version', '投标版本', '投標版本', 'Versión de la oferta', '入札版'],
  unit: ['Unit', '单位', '單位', 'Unidad', '単位'],
  fileUid: ['File', '文件', '文件', 'Archivo', 'ファイル'],
  bidUid: ['Bid', '投标', '投標', 'Oferta', '入札'],
  phase: ['Phase', '阶段', '階段', 'Fase', '段階'],
  machineNo: ['Machine number', '机台编号', '機台編號', 'Número de máquina', '機械番号'],
  equipmentUid: ['Device', '设备', '設備', 'Equipo', '設備'],
  line: ['Production line', '产线', '產線', 'Línea de producción', '生産ライン'],
  hours: ['Hours', '小时数', '小時數', 'Horas', '時間数'],
  power: ['On / off', '开关', '開關', 'Encendido / apagado', 'オン / オフ'],
};
