import type { LocalizedText } from '../../../http/messages.js';
import { defineMessages } from '../../../http/i18n.js';

export const enterpriseMessages = {
  expirySaved: {
    en: 'System expiry date saved',
    'zh-CN': '系统到期日期已保存',
    'zh-TW': '系統到期日期已保存',
    es: 'Fecha de vencimiento guardada',
    ja: 'システム有効期限を保存しました',
  },
  noSuchEnterprise: {
    en: 'supplier_enterprise_no: no enterprise has this number',
    'zh-CN': 'supplier_enterprise_no：没有此编号的企业',
    'zh-TW': 'supplier_enterprise_no：沒有此編號的企業',
    es: 'supplier_enterprise_no: ninguna empresa tiene este número',
    ja: 'supplier_enterprise_no: この番号の企業はありません',
  },
  suppliersOnly: {
    en: 'supplier_enterprise_no: invitations go to supplier enterprises only',
    'zh-CN': 'supplier_enterprise_no：只能邀请供应商企业',
    'zh-TW': 'supplier_enterprise_no：只能邀請供應商企業',
    es: 'supplier_enterprise_no: solo se invita a empresas proveedoras',
    ja: 'supplier_enterprise_no: 招待できるのは仕入先企業のみです',
  },
  invitersOnly: {
    en: 'Only factories and customers invite suppliers',
    'zh-CN': '只有工厂和客户可以邀请供应商',
    'zh-TW': '只有工廠和客戶可以邀請供應商',
    es: 'Solo fábricas y clientes invitan a proveedores',
    ja: '仕入先を招待できるのは工場と顧客のみです',
  },
  alreadyPartner: {
    en: 'This supplier already works with your enterprise',
    'zh-CN': '该供应商已与贵企业合作',
    'zh-TW': '該供應商已與貴企業合作',
    es: 'Este proveedor ya trabaja con su empresa',
    ja: 'この仕入先とは既に取引関係があります',
  },
  alreadyInvited: {
    en: 'An invitation to this supplier is already pending',
    'zh-CN': '已有待处理的对该供应商的邀请',
    'zh-TW': '已有待處理的對該供應商的邀請',
    es: 'Ya hay una invitación pendiente para este proveedor',
    ja: 'この仕入先への招待は既に保留中です',
  },
  invitationSent: {
    en: 'Invitation sent; the supplier administrator accepts it in their personal profile',
    'zh-CN': '邀请已发送；供应商管理员在个人资料中接受',
    'zh-TW': '邀請已發送；供應商管理員在個人資料中接受',
    es: 'Invitación enviada; el administrador del proveedor la acepta en su perfil',
    ja: '招待を送信しました。仕入先の管理者が個人情報で承認します',
  },
  invitationClosed: {
    en: 'The invitation is no longer pending',
    'zh-CN': '该邀请已不是待处理状态',
    'zh-TW': '該邀請已不是待處理狀態',
    es: 'La invitación ya no está pendiente',
    ja: 'この招待は保留中ではありません',
  },
  accepted: {
    en: 'Invitation accepted: {name} is now your customer',
    'zh-CN': '已接受邀请：{name} 现在是您的客户',
    'zh-TW': '已接受邀請：{name} 現在是您的客戶',
    es: 'Invitación aceptada: {name} ya es su cliente',
    ja: '招待を承認しました: {name} が顧客になりました',
  },
  declined: {
    en: 'Invitation declined',
    'zh-CN': '已拒绝邀请',
    'zh-TW': '已拒絕邀請',
    es: 'Invitación rechazada',
    ja: '招待を辞退しました',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('identity', { enterpriseMessages });
