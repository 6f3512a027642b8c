import type { Label } from './label.js';

/** The supplier master and potential suppliers (issue 19). */
export const SUPPLIER_LABELS: Record<string, Label> = {
  shortName: ['Short name', '简称', '簡稱', 'Nombre corto', '略称'],
  enterpriseUid: ['Platform enterprise', '平台企业', '平台企業', 'Empresa en la plataforma', 'プラットフォーム企業'],
  contacts: ['Contacts', '联系人', '聯絡人', 'Contactos', '担当者'],
  categories: ['Categories supplied', '供应类别', '供應類別', 'Categorías suministradas', '供給品目'],
  paymentTerms: ['Payment terms', '付款条件', '付款條件', 'Condiciones de pago', '支払条件'],
  taxNo: ['Tax number', '税号', '稅號', 'Número fiscal', '税番号'],
  bankName: ['Bank', '开户银行', '開戶銀行', 'Banco', '銀行'],
  bankAccount: ['Bank account', '银行账号', '銀行帳號', 'Cuenta bancaria', '口座番号'],
  rating: ['Rating', '评级', '評級', 'Calificación', '評価'],
  scope: ['List', '列表', '列表', 'Lista', '一覧'],
  expiry: ['Document expiry', '证件到期', '證件到期', 'Caducidad de documentos', '書類の期限'],
  scores: ['Scores', '评分', '評分', 'Puntuaciones', '採点'],
  quality: ['Quality', '质量', '品質', 'Calidad', '品質'],
  delivery: ['Delivery', '交付', '交付', 'Entrega', '納期'],
  service: ['Service', '服务', '服務', 'Servicio', 'サービス'],
  capability: ['Capability', '技术能力', '技術能力', 'Capacidad', '技術力'],
  decision: ['Decision', '评估结论', '評估結論', 'Decisión', '判定'],
  documentNo: ['Document number', '证书编号', '證書編號', 'Número de documento', '書類番号'],
  issuedOn: ['Issued on', '签发日期', '簽發日期', 'Fecha de emisión', '発行日'],
  expiresOn: ['Expires on', '到期日期', '到期日期', 'Fecha de caducidad', '有効期限'],
  documentUid: ['Document', '文件', '文件', 'Documento', '書類'],
};
