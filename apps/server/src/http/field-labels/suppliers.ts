import type { Label } from './label.js';

/** The supplier master and potential suppliers (issue 19). */
export const SUPPLIER_LABELS: Record<string, Label> = {
  enterpriseUid: ['Platform enterprise', '平台企业', '平台企業', 'Empresa en la plataforma', 'プラットフォーム企業'],
  bankName: ['Bank', '开户银行', '開戶銀行', 'Banco', '銀行'],
  bankAccount: ['Bank account', '银行账号', '銀行帳號', 'Cuenta bancaria', '口座番号'],
  scope: ['List', '列表', '列表', 'Lista', '一覧'],
  delivery: ['Delivery', '交付', '交付', 'Entrega', '納期'],
  service: ['Service', '服务', '服務', 'Servicio', 'サービス'],
  capability: ['Capability', '技术能力', '技術能力', 'Capacidad', '技術力'],
};
