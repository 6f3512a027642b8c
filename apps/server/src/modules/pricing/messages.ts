import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** The module's own messages (the rules' messages come from core's pricingMessages). */
export const pricingServerMessages = {
  merchantRequired: {
    en: 'Choose the merchant to price with',
    'zh-CN': '请选择报价商家',
    'zh-TW': '請選擇報價商家',
    es: 'Elija el fabricante con el que cotizar',
    ja: '見積もりするメーカーを選択してください',
  },
  bookNotReady: {
    en: "The merchant's price book is not complete yet",
    'zh-CN': '该商家的价格本尚未配置完整',
    'zh-TW': '該商家的價格本尚未配置完整',
    es: 'La tarifa del fabricante aún no está completa',
    ja: 'このメーカーの価格表はまだ完成していません',
  },
  noProduct: {
    en: 'The merchant offers no product for these parameters',
    'zh-CN': '该商家没有适合这些参数的产品',
    'zh-TW': '該商家沒有適合這些參數的產品',
    es: 'El fabricante no ofrece ningún producto para estos parámetros',
    ja: 'このメーカーにはこのパラメータに合う製品がありません',
  },
  tableTotal: { en: 'Total', 'zh-CN': '合计', 'zh-TW': '合計', es: 'Total', ja: '合計' },
  tablePerPcs: { en: 'Per PCS', 'zh-CN': '每 PCS 单价', 'zh-TW': '每 PCS 單價', es: 'Por PCS', ja: 'PCS 単価' },
  tablePerM2: { en: 'Per m²', 'zh-CN': '每平方米单价', 'zh-TW': '每平方米單價', es: 'Por m²', ja: 'm² 単価' },
  tableTitle: {
    en: 'Pricing project quotation table',
    'zh-CN': '计价项目报价表',
    'zh-TW': '計價項目報價表',
    es: 'Tabla de precios por concepto',
    ja: '価格項目見積表',
  },
  tableQuantity: {
    en: 'Quantity (pcs)',
    'zh-CN': '数量 (PCS)',
    'zh-TW': '數量 (PCS)',
    es: 'Cantidad (pcs)',
    ja: '数量 (PCS)',
  },
  tableArea: { en: 'Area (m²)', 'zh-CN': '面积 (m²)', 'zh-TW': '面積 (m²)', es: 'Área (m²)', ja: '面積 (m²)' },
  tableTier: { en: 'Batch tier', 'zh-CN': '批量档位', 'zh-TW': '批量檔位', es: 'Tramo de lote', ja: 'ロット区分' },
  tableDelivery: {
    en: 'Delivery days',
    'zh-CN': '交期 (天)',
    'zh-TW': '交期 (天)',
    es: 'Días de entrega',
    ja: '納期 (日)',
  },
  tableProject: { en: 'Pricing project', 'zh-CN': '计价项目', 'zh-TW': '計價項目', es: 'Concepto', ja: '価格項目' },
} satisfies Record<string, LocalizedText>;

defineMessages('pricing', { pricingServerMessages });
