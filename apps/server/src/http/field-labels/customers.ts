import type { Label } from './label.js';

/** The customer files and leads (issue 20). */
export const CUSTOMER_LABELS: Record<string, Label> = {
  origin: ['Origin', '来源', '來源', 'Procedencia', '登録経路'],
  abbreviation: ['Short name', '简称', '簡稱', 'Nombre corto', '略称'],
  addresses: ['Addresses', '地址', '地址', 'Direcciones', '住所'],
  invoiceTitle: ['Invoice title', '发票抬头', '發票抬頭', 'Razón social de la factura', '請求書宛名'],
  customerUid: ['Customer', '客户', '客戶', 'Cliente', '顧客'],
  customer: ['Customer file', '客户资料', '客戶資料', 'Ficha del cliente', '顧客資料'],
};
