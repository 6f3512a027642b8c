import type { PricingLocale } from '../pricing/messages.js';

/** Order and inquiry states in words, for print documents (the screens have their own catalogues). */
export const ORDER_STATUS_WORDS: Record<PricingLocale, Record<string, string>> = {
  en: {
    unpaid: 'Unpaid',
    paid: 'Paid',
    pending_shipment: 'Pending shipment',
    pending_receipt: 'Pending receipt',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
  'zh-CN': {
    unpaid: '待付款',
    paid: '已付款',
    pending_shipment: '待发货',
    pending_receipt: '待收货',
    completed: '已完成',
    cancelled: '已取消',
  },
  'zh-TW': {
    unpaid: '待付款',
    paid: '已付款',
    pending_shipment: '待發貨',
    pending_receipt: '待收貨',
    completed: '已完成',
    cancelled: '已取消',
  },
  es: {
    unpaid: 'Pendiente de pago',
    paid: 'Pagado',
    pending_shipment: 'Pendiente de envío',
    pending_receipt: 'Pendiente de recepción',
    completed: 'Completado',
    cancelled: 'Cancelado',
  },
  ja: {
    unpaid: '未払い',
    paid: '支払済',
    pending_shipment: '出荷待ち',
    pending_receipt: '受領待ち',
    completed: '完了',
    cancelled: 'キャンセル',
  },
};

export const INQUIRY_STATUS_WORDS: Record<PricingLocale, Record<string, string>> = {
  en: {
    to_be_reviewed: 'To be reviewed',
    approved: 'Approved',
    rejected: 'Rejected',
    withdrawn: 'Withdrawn',
    added_to_cart: 'Added to cart',
    ordered: 'Ordered',
  },
  'zh-CN': {
    to_be_reviewed: '待审核',
    approved: '已审核',
    rejected: '已驳回',
    withdrawn: '已撤回',
    added_to_cart: '已加入购物车',
    ordered: '已下单',
  },
  'zh-TW': {
    to_be_reviewed: '待審核',
    approved: '已審核',
    rejected: '已駁回',
    withdrawn: '已撤回',
    added_to_cart: '已加入購物車',
    ordered: '已下單',
  },
  es: {
    to_be_reviewed: 'Por revisar',
    approved: 'Aprobada',
    rejected: 'Rechazada',
    withdrawn: 'Retirada',
    added_to_cart: 'En el carrito',
    ordered: 'Pedida',
  },
  ja: {
    to_be_reviewed: '審査待ち',
    approved: '承認済',
    rejected: '却下',
    withdrawn: '取下げ',
    added_to_cart: 'カート追加済',
    ordered: '注文済',
  },
};
