import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** The cart's answers in the five languages (spec 02 §5 "Cart and printing"). */
export const cartMessages = {
  pleaseSelect: {
    en: 'inquiryNos: please select the inquiries to settle',
    'zh-CN': 'inquiryNos：请选择要结算的询价单',
    'zh-TW': 'inquiryNos：請選擇要結算的詢價單',
    es: 'inquiryNos: seleccione las consultas que desea liquidar',
    ja: 'inquiryNos: 決済する引合を選択してください',
  },
  addressRequired: {
    en: 'addressId: please select a shipping address',
    'zh-CN': 'addressId：请选择收货地址',
    'zh-TW': 'addressId：請選擇收貨地址',
    es: 'addressId: seleccione una dirección de envío',
    ja: 'addressId: 配送先を選択してください',
  },
  notInCart: {
    en: 'Not in the cart any more (settled or removed): {nos}',
    'zh-CN': '以下询价单已不在购物车中（已结算或已移除）：{nos}',
    'zh-TW': '以下詢價單已不在購物車中（已結算或已移除）：{nos}',
    es: 'Ya no están en el carrito (liquidadas o quitadas): {nos}',
    ja: 'カートにありません（決済済みまたは削除済み）：{nos}',
  },
  pricesChanged: {
    en: 'The price changed since it was approved: {changes}. Please check and accept the new price',
    'zh-CN': '价格自审核通过后已变化：{changes}。请确认并接受新价格',
    'zh-TW': '價格自審核通過後已變化：{changes}。請確認並接受新價格',
    es: 'El precio cambió desde su aprobación: {changes}. Revise y acepte el nuevo precio',
    ja: '承認後に価格が変わりました：{changes}。新しい価格を確認して承諾してください',
  },
  removed: {
    en: 'Removed from the cart',
    'zh-CN': '已从购物车移除',
    'zh-TW': '已從購物車移除',
    es: 'Quitado del carrito',
    ja: 'カートから削除しました',
  },
  added: {
    en: 'Added to the cart',
    'zh-CN': '已加入购物车',
    'zh-TW': '已加入購物車',
    es: 'Añadido al carrito',
    ja: 'カートに追加しました',
  },
  notFound: {
    en: 'Inquiry {no} is not in the cart',
    'zh-CN': '询价单 {no} 不在购物车中',
    'zh-TW': '詢價單 {no} 不在購物車中',
    es: 'La consulta {no} no está en el carrito',
    ja: '引合 {no} はカートにありません',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('cart', { cartMessages });
