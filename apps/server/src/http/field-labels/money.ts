import type { Label } from './label.js';

/** Money, addresses, invoicing (spec 02 §3). */
export const MONEY_LABELS: Record<string, Label> = {
  amount: ['Amount', '金额', '金額', 'Importe', '金額'],
  method: ['Payment method', '支付方式', '支付方式', 'Método de pago', '支払方法'],
  reason: ['Reason', '原因', '原因', 'Motivo', '理由'],
  holder: ['Account holder', '开户人', '開戶人', 'Titular', '口座名義'],
  bank: ['Bank', '开户银行', '開戶銀行', 'Banco', '銀行'],
  no: ['Number', '单号', '單號', 'Número', '番号'],
  number: ['Number', '编号', '編號', 'Número', '番号'],
  unitName: ['Unit name', '单位名称', '單位名稱', 'Razón social', '名称'],
  taxpayerNo: ['Taxpayer number', '纳税人识别号', '納稅人識別號', 'Número de contribuyente', '納税者番号'],
  address: ['Address', '地址', '地址', 'Dirección', '住所'],
  detailAddress: ['Detailed address', '详细地址', '詳細地址', 'Dirección detallada', '詳細住所'],
  company: ['Company', '公司', '公司', 'Empresa', '会社'],
  contact: ['Contact', '联系人', '聯繫人', 'Contacto', '担当者'],
  isDefault: ['Default', '默认', '默認', 'Predeterminado', 'デフォルト'],
  currency: ['Currency', '币种', '幣種', 'Moneda', '通貨'],
  originalCurrency: ['Original currency', '原币', '原幣', 'Moneda original', '原通貨'],
  rate: ['Rate', '汇率', '匯率', 'Tipo de cambio', 'レート'],
  exchangeRate: ['Exchange rate', '汇率', '匯率', 'Tipo de cambio', '為替レート'],
};
