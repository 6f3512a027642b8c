import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** The print routes' refusals, in the five languages. */
export const printMessages = {
  orderNotFound: {
    en: 'Order not found',
    'zh-CN': '订单不存在',
    'zh-TW': '訂單不存在',
    es: 'Pedido no encontrado',
    ja: '注文が見つかりません',
  },
  orderTemplate: {
    en: 'Printing needs a template: customer or delivery',
    'zh-CN': '打印需要选择模板：customer（客户订单信息）或 delivery（送货单）',
    'zh-TW': '列印需要選擇範本：customer（客戶訂單資訊）或 delivery（送貨單）',
    es: 'Para imprimir hace falta una plantilla: customer o delivery',
    ja: '印刷にはテンプレートが必要です：customer または delivery',
  },
  inquiryTemplate: {
    en: 'Printing needs a template: request or pricing',
    'zh-CN': '打印需要选择模板：request（询价）或 pricing（工厂核价）',
    'zh-TW': '列印需要選擇範本：request（詢價）或 pricing（工廠核價）',
    es: 'Para imprimir hace falta una plantilla: request o pricing',
    ja: '印刷にはテンプレートが必要です：request または pricing',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('order-documents', { printMessages });
