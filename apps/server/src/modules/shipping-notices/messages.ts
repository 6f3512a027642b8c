import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** The columns of the shipments export, in the five languages. */
export const shipmentColumnWords: Record<string, LocalizedText> = {
  no: { en: 'Delivery no.', 'zh-CN': '送货单号', 'zh-TW': '送貨單號', es: 'N.º de entrega', ja: '納品番号' },
  customer: { en: 'Customer', 'zh-CN': '客户', 'zh-TW': '客戶', es: 'Cliente', ja: '顧客' },
  factory: { en: 'Factory', 'zh-CN': '工厂', 'zh-TW': '工廠', es: 'Fábrica', ja: '工場' },
  shippedAt: { en: 'Shipped', 'zh-CN': '发货时间', 'zh-TW': '發貨時間', es: 'Enviado', ja: '出荷日時' },
  carrier: { en: 'Carrier', 'zh-CN': '承运商', 'zh-TW': '承運商', es: 'Transportista', ja: '運送会社' },
  trackingNo: {
    en: 'Tracking number',
    'zh-CN': '运单号',
    'zh-TW': '運單號',
    es: 'Número de seguimiento',
    ja: '追跡番号',
  },
  packages: { en: 'Packages', 'zh-CN': '件数', 'zh-TW': '件數', es: 'Bultos', ja: '梱包数' },
  quantity: { en: 'Pieces shipped', 'zh-CN': '发货数量', 'zh-TW': '發貨數量', es: 'Piezas enviadas', ja: '出荷数' },
  accepted: { en: 'Accepted', 'zh-CN': '实收', 'zh-TW': '實收', es: 'Aceptadas', ja: '受入数' },
  disputed: { en: 'Disputed', 'zh-CN': '异议', 'zh-TW': '異議', es: 'Disputadas', ja: '異議数' },
  status: { en: 'Status', 'zh-CN': '状态', 'zh-TW': '狀態', es: 'Estado', ja: '状態' },
  address: {
    en: 'Delivery address',
    'zh-CN': '送货地址',
    'zh-TW': '送貨地址',
    es: 'Dirección de entrega',
    ja: '納品先',
  },
};

/** The export's sheet name. */
export const shipmentSheetWords = {
  sheet: { en: 'Shipments', 'zh-CN': '发货通知', 'zh-TW': '發貨通知', es: 'Envíos', ja: '出荷' },
} satisfies Record<string, LocalizedText>;

defineMessages('shipping-notices', { shipmentColumnWords, shipmentSheetWords });
