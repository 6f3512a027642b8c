import { defineLabels } from '../../http/field-labels.js';

/** The fields supplier names in its own words; every other field takes its shared label (http/field-labels). */
export const supplierLabels = defineLabels('supplier', {
  categories: ['Categories supplied', '供应类别', '供應類別', 'Categorías suministradas', '供給品目'],
  contacts: ['Contacts', '联系人', '聯絡人', 'Contactos', '担当者'],
  decision: ['Decision', '评估结论', '評估結論', 'Decisión', '判定'],
  documentNo: ['Document number', '证书编号', '證書編號', 'Número de documento', '書類番号'],
  documentUid: ['Document', '文件', '文件', 'Documento', '書類'],
  expiresOn: ['Expires on', '到期日期', '到期日期', 'Fecha de caducidad', '有効期限'],
  expiry: ['Document expiry', '证件到期', '證件到期', 'Caducidad de documentos', '書類の期限'],
  issuer: ['Issued by', '发证机构', '發證機構', 'Emitido por', '発行機関'],
  withinDays: ['Expiring within (days)', '到期天数内', '到期天數內', 'Caduca en (días)', '期限までの日数'],
  issuedOn: ['Issued on', '签发日期', '簽發日期', 'Fecha de emisión', '発行日'],
  paymentTerms: ['Payment terms', '付款条件', '付款條件', 'Condiciones de pago', '支払条件'],
  phone: ['Phone', '电话', '電話', 'Teléfono', '電話'],
  quality: ['Quality', '质量', '品質', 'Calidad', '品質'],
  rating: ['Rating', '评级', '評級', 'Calificación', '評価'],
  scores: ['Scores', '评分', '評分', 'Puntuaciones', '採点'],
  shortName: ['Short name', '简称', '簡稱', 'Nombre corto', '略称'],
  taxNo: ['Tax number', '税号', '稅號', 'Número fiscal', '税番号'],
});
