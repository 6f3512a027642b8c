import type { Label } from './label.js';

/** The customer files and leads (issue 20). */
export const CUSTOMER_LABELS: Record<string, Label> = {
  abbreviation: ['Short name', '简称', '簡稱', 'Nombre corto', '略称'],
  platformEnterpriseUid: ['Platform customer', '平台客户', '平台客戶', 'Cliente de la plataforma', 'プラットフォーム顧客'],
  contacts: ['Contacts', '联系人', '聯繫人', 'Contactos', '担当者'],
  bankName: ['Bank', '开户银行', '開戶銀行', 'Banco', '銀行'],
  bankAccount: ['Bank account', '银行账号', '銀行帳號', 'Cuenta bancaria', '口座番号'],
  paymentTerms: ['Payment terms', '付款方式', '付款方式', 'Condiciones de pago', '支払条件'],
  addresses: ['Addresses', '地址', '地址', 'Direcciones', '住所'],
  primary: ['Main contact', '主要联系人', '主要聯繫人', 'Contacto principal', '主担当'],
  city: ['City', '城市', '城市', 'Ciudad', '市区町村'],
  postcode: ['Postcode', '邮编', '郵編', 'Código postal', '郵便番号'],
  taxId: ['Taxpayer ID', '纳税人识别号', '納稅人識別號', 'NIF', '納税者番号'],
  invoiceTitle: ['Invoice title', '发票抬头', '發票抬頭', 'Razón social de la factura', '請求書宛名'],
  creditLimit: ['Credit limit', '信用额度', '信用額度', 'Límite de crédito', '与信限度額'],
  salesmanUid: ['Salesman', '业务员', '業務員', 'Vendedor', '営業担当'],
  contactName: ['Contact', '联系人', '聯繫人', 'Contacto', '担当者'],
  requirement: ['Requirement', '需求', '需求', 'Necesidad', '要望'],
  nextFollowUpOn: ['Next follow-up date', '下次跟进日期', '下次跟進日期', 'Fecha del próximo seguimiento', '次回フォロー日'],
  customerUid: ['Customer', '客户', '客戶', 'Cliente', '顧客'],
  customer: ['Customer file', '客户资料', '客戶資料', 'Ficha del cliente', '顧客資料'],
  followedOn: ['Follow-up date', '跟进日期', '跟進日期', 'Fecha del seguimiento', 'フォロー日'],
  way: ['Follow-up by', '跟进方式', '跟進方式', 'Medio de seguimiento', 'フォロー方法'],
  summary: ['What was said', '跟进内容', '跟進內容', 'Resumen', 'フォロー内容'],
  stage: ['Stage', '阶段', '階段', 'Etapa', '段階'],
  dueBy: ['Follow-up due by', '待跟进截止', '待跟進截止', 'Seguimiento pendiente hasta', 'フォロー期限'],
};
