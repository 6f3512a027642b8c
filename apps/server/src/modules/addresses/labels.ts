import { defineLabels } from '../../http/field-labels.js';

/** The fields addresses names in its own words; every other field takes its shared label (http/field-labels). */
export const addressesLabels = defineLabels('addresses', {
  areaCode: ['Area code', '区号', '區號', 'Prefijo', '国番号'],
  // The recipient's mobile, checked by its area code.
  phone: ['Phone number', '手机号码', '手機號碼', 'Número de teléfono', '電話番号'],
  recipient: ['Recipient', '收货人', '收貨人', 'Destinatario', '受取人'],
  region: ['Region', '所在地区', '所在地區', 'Región', '地域'],
});
