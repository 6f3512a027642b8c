import type { Label } from './label.js';

/** Inquiries, cart, orders (issue 15). */
export const ORDER_LABELS: Record<string, Label> = {
  inquiryNo: ['Inquiry number', '询价单号', '詢價單號', 'Número de consulta', '引合番号'],
  leadTime: ['Lead time', '交期', '交期', 'Plazo', '納期'],
  total: ['Total', '总价', '總價', 'Total', '合計'],
  preset: ['Date range', '日期范围', '日期範圍', 'Periodo', '期間'],
  invoicingInfoId: ['Invoicing information', '开票信息', '開票信息', 'Datos de facturación', '請求書情報'],
  invoiceNo: ['Invoice number', '发票号码', '發票號碼', 'Número de factura', '請求書番号'],
  carrier: ['Carrier', '承运商', '承運商', 'Transportista', '運送会社'],
  trackingNo: ['Tracking number', '运单号', '運單號', 'Número de seguimiento', '追跡番号'],
  orderNo: ['Order number', '订单号', '訂單號', 'Número de pedido', '注文番号'],
};
