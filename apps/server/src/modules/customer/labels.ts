import { defineLabels } from '../../http/field-labels.js';

/** The fields customer names in its own words; every other field takes its shared label (http/field-labels). */
export const customerLabels = defineLabels('customer', {
  city: ['City', '城市', '城市', 'Ciudad', '市区町村'],
  contactName: ['Contact', '联系人', '聯繫人', 'Contacto', '担当者'],
  contacts: ['Contacts', '联系人', '聯繫人', 'Contactos', '担当者'],
  creditLimit: ['Credit limit', '信用额度', '信用額度', 'Límite de crédito', '与信限度額'],
  dueBy: ['Follow-up due by', '待跟进截止', '待跟進截止', 'Seguimiento pendiente hasta', 'フォロー期限'],
  followedOn: ['Follow-up date', '跟进日期', '跟進日期', 'Fecha del seguimiento', 'フォロー日'],
  nextFollowUpOn: [
    'Next follow-up date',
    '下次跟进日期',
    '下次跟進日期',
    'Fecha del próximo seguimiento',
    '次回フォロー日',
  ],
  paymentTerms: ['Payment terms', '付款方式', '付款方式', 'Condiciones de pago', '支払条件'],
  phone: ['Phone', '电话', '電話', 'Teléfono', '電話'],
  platformEnterpriseUid: [
    'Platform customer',
    '平台客户',
    '平台客戶',
    'Cliente de la plataforma',
    'プラットフォーム顧客',
  ],
  postcode: ['Postcode', '邮编', '郵編', 'Código postal', '郵便番号'],
  primary: ['Main contact', '主要联系人', '主要聯繫人', 'Contacto principal', '主担当'],
  requirement: ['Requirement', '需求', '需求', 'Necesidad', '要望'],
  salesmanUid: ['Salesman', '业务员', '業務員', 'Vendedor', '営業担当'],
  stage: ['Stage', '阶段', '階段', 'Etapa', '段階'],
  summary: ['What was said', '跟进内容', '跟進內容', 'Resumen', 'フォロー内容'],
  taxId: ['Taxpayer ID', '纳税人识别号', '納稅人識別號', 'NIF', '納税者番号'],
  way: ['Follow-up by', '跟进方式', '跟進方式', 'Medio de seguimiento', 'フォロー方法'],
});
