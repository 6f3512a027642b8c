import type { PricingLocale } from '../pricing/messages.js';

/** The words of the order and inquiry print documents, in the five interface languages. */
export type PrintLabelKey =
  | 'orderTitle'
  | 'deliveryTitle'
  | 'inquiryTitle'
  | 'inquiryPricingTitle'
  | 'orderNo'
  | 'inquiryNo'
  | 'status'
  | 'date'
  | 'customer'
  | 'factory'
  | 'currency'
  | 'productionNo'
  | 'carrier'
  | 'trackingNo'
  | 'paidAt'
  | 'shippedAt'
  | 'recipient'
  | 'phone'
  | 'address'
  | 'invoicing'
  | 'boards'
  | 'productNo'
  | 'quantity'
  | 'parameters'
  | 'amount'
  | 'total'
  | 'paid'
  | 'refunded'
  | 'invoiced'
  | 'version'
  | 'deliveryDays'
  | 'days'
  | 'leadTime'
  | 'estimated'
  | 'discounted'
  | 'full'
  | 'boardFee'
  | 'otherFees'
  | 'approvedTotal'
  | 'reason'
  | 'rejectReason'
  | 'signature'
  | 'orderFooter'
  | 'deliveryFooter'
  | 'inquiryFooter';

export const PRINT_LABELS: Record<PricingLocale, Record<PrintLabelKey, string>> = {
  en: {
    orderTitle: 'Order information',
    deliveryTitle: 'Delivery note',
    inquiryTitle: 'Inquiry',
    inquiryPricingTitle: 'Inquiry — factory pricing',
    orderNo: 'Order No.',
    inquiryNo: 'Inquiry No.',
    status: 'Status',
    date: 'Date',
    customer: 'Customer',
    factory: 'Factory',
    currency: 'Currency',
    productionNo: 'Production No.',
    carrier: 'Carrier',
    trackingNo: 'Tracking No.',
    paidAt: 'Paid at',
    shippedAt: 'Shipped at',
    recipient: 'Recipient',
    phone: 'Phone',
    address: 'Shipping address',
    invoicing: 'Invoicing info',
    boards: 'Boards',
    productNo: 'Product No.',
    quantity: 'Quantity',
    parameters: 'Parameters',
    amount: 'Amount',
    total: 'Total price',
    paid: 'Paid',
    refunded: 'Refunded',
    invoiced: 'Invoiced',
    version: 'Version',
    deliveryDays: 'Delivery',
    days: 'days',
    leadTime: 'Lead time',
    estimated: 'Estimated price',
    discounted: 'Discounted price',
    full: 'Full price',
    boardFee: 'Board-making fee',
    otherFees: 'Other fees',
    approvedTotal: 'Factory price',
    reason: 'Reason',
    rejectReason: 'Reject reason',
    signature: 'Received by (signature)',
    orderFooter: 'Amounts include tax. Thank you for your order.',
    deliveryFooter: 'Please check the boards on receipt and confirm receipt in My order.',
    inquiryFooter: 'Prices are valid as approved by the factory.',
  },
  'zh-CN': {
    orderTitle: '订单信息',
    deliveryTitle: '送货单',
    inquiryTitle: '询价单',
    inquiryPricingTitle: '询价单（工厂核价）',
    orderNo: '订单号',
    inquiryNo: '询价单号',
    status: '状态',
    date: '日期',
    customer: '客户',
    factory: '工厂',
    currency: '币种',
    productionNo: '生产编号',
    carrier: '承运商',
    trackingNo: '运单号',
    paidAt: '付款时间',
    shippedAt: '发货时间',
    recipient: '收货人',
    phone: '电话',
    address: '收货地址',
    invoicing: '开票信息',
    boards: '板子',
    productNo: '产品编号',
    quantity: '数量',
    parameters: '参数',
    amount: '金额',
    total: '订单总价',
    paid: '已付',
    refunded: '已退款',
    invoiced: '已开票',
    version: '版本',
    deliveryDays: '交期',
    days: '天',
    leadTime: '交期类型',
    estimated: '预估价',
    discounted: '优惠价',
    full: '原价',
    boardFee: '制板费',
    otherFees: '其他费用',
    approvedTotal: '工厂核价',
    reason: '原因',
    rejectReason: '驳回原因',
    signature: '签收人（签字）',
    orderFooter: '以上金额含税，感谢您的订购。',
    deliveryFooter: '请在收货时检查板子，并在我的订单中确认收货。',
    inquiryFooter: '价格以工厂审核为准。',
  },
  'zh-TW': {
    orderTitle: '訂單資訊',
    deliveryTitle: '送貨單',
    inquiryTitle: '詢價單',
    inquiryPricingTitle: '詢價單（工廠核價）',
    orderNo: '訂單號',
    inquiryNo: '詢價單號',
    status: '狀態',
    date: '日期',
    customer: '客戶',
    factory: '工廠',
    currency: '幣種',
    productionNo: '生產編號',
    carrier: '承運商',
    trackingNo: '運單號',
    paidAt: '付款時間',
    shippedAt: '發貨時間',
    recipient: '收貨人',
    phone: '電話',
    address: '收貨地址',
    invoicing: '開票資訊',
    boards: '板子',
    productNo: '產品編號',
    quantity: '數量',
    parameters: '參數',
    amount: '金額',
    total: '訂單總價',
    paid: '已付',
    refunded: '已退款',
    invoiced: '已開票',
    version: '版本',
    deliveryDays: '交期',
    days: '天',
    leadTime: '交期類型',
    estimated: '預估價',
    discounted: '優惠價',
    full: '原價',
    boardFee: '製板費',
    otherFees: '其他費用',
    approvedTotal: '工廠核價',
    reason: '原因',
    rejectReason: '駁回原因',
    signature: '簽收人（簽字）',
    orderFooter: '以上金額含稅，感謝您的訂購。',
    deliveryFooter: '請在收貨時檢查板子，並在我的訂單中確認收貨。',
    inquiryFooter: '價格以工廠審核為準。',
  },
  es: {
    orderTitle: 'Información del pedido',
    deliveryTitle: 'Albarán de entrega',
    inquiryTitle: 'Consulta',
    inquiryPricingTitle: 'Consulta — precio de la fábrica',
    orderNo: 'N.º de pedido',
    inquiryNo: 'N.º de consulta',
    status: 'Estado',
    date: 'Fecha',
    customer: 'Cliente',
    factory: 'Fábrica',
    currency: 'Moneda',
    productionNo: 'N.º de producción',
    carrier: 'Transportista',
    trackingNo: 'N.º de seguimiento',
    paidAt: 'Pagado el',
    shippedAt: 'Enviado el',
    recipient: 'Destinatario',
    phone: 'Teléfono',
    address: 'Dirección de envío',
    invoicing: 'Datos de facturación',
    boards: 'Placas',
    productNo: 'N.º de producto',
    quantity: 'Cantidad',
    parameters: 'Parámetros',
    amount: 'Importe',
    total: 'Precio total',
    paid: 'Pagado',
    refunded: 'Reembolsado',
    invoiced: 'Facturado',
    version: 'Versión',
    deliveryDays: 'Entrega',
    days: 'días',
    leadTime: 'Plazo',
    estimated: 'Precio estimado',
    discounted: 'Precio con descuento',
    full: 'Precio completo',
    boardFee: 'Coste de fabricación',
    otherFees: 'Otros costes',
    approvedTotal: 'Precio de la fábrica',
    reason: 'Motivo',
    rejectReason: 'Motivo del rechazo',
    signature: 'Recibido por (firma)',
    orderFooter: 'Importes con impuestos. Gracias por su pedido.',
    deliveryFooter: 'Revise las placas al recibirlas y confirme la recepción en Mis pedidos.',
    inquiryFooter: 'Precios según la aprobación de la fábrica.',
  },
  ja: {
    orderTitle: '注文情報',
    deliveryTitle: '納品書',
    inquiryTitle: '引合',
    inquiryPricingTitle: '引合（工場査定価格）',
    orderNo: '注文番号',
    inquiryNo: '引合番号',
    status: '状態',
    date: '日付',
    customer: '顧客',
    factory: '工場',
    currency: '通貨',
    productionNo: '製造番号',
    carrier: '配送業者',
    trackingNo: '追跡番号',
    paidAt: '支払日時',
    shippedAt: '出荷日時',
    recipient: '受取人',
    phone: '電話',
    address: '配送先',
    invoicing: '請求書情報',
    boards: '基板',
    productNo: '製品番号',
    quantity: '数量',
    parameters: 'パラメータ',
    amount: '金額',
    total: '合計金額',
    paid: '支払済',
    refunded: '返金済',
    invoiced: '請求書発行済',
    version: '版',
    deliveryDays: '納期',
    days: '日',
    leadTime: 'リードタイム',
    estimated: '見積価格',
    discounted: '割引価格',
    full: '定価',
    boardFee: '製版費',
    otherFees: 'その他費用',
    approvedTotal: '工場査定価格',
    reason: '理由',
    rejectReason: '却下理由',
    signature: '受領者（署名）',
    orderFooter: '金額は税込です。ご注文ありがとうございます。',
    deliveryFooter: '受領時に基板を確認し、注文一覧で受領を確認してください。',
    inquiryFooter: '価格は工場の承認に基づきます。',
  },
};
