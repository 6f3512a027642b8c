import { defineLabels } from '../../http/field-labels.js';

/** The fields cart names in its own words; every other field takes its shared label (http/field-labels). */
export const cartLabels = defineLabels('cart', {
  acceptPrices: ['Accept the new prices', '接受新价格', '接受新價格', 'Aceptar los nuevos precios', '新しい価格に同意'],
  addressId: ['Shipping address', '收货地址', '收貨地址', 'Dirección de envío', '配送先住所'],
  inquiryNos: ['Inquiries', '询价单', '詢價單', 'Consultas', '引合'],
});
