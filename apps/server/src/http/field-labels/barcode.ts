import type { Label } from './label.js';

/** Barcode settings, third-party consent and the file list (issue 20, fixed pages). */
export const BARCODE_LABELS: Record<string, Label> = {
  usage: ['Used for', '用途', '用途', 'Uso', '用途'],
  symbology: ['Barcode type', '条码类型', '條碼類型', 'Tipo de código', 'バーコードの種類'],
  fields: ['Printed fields', '打印字段', '列印欄位', 'Campos impresos', '印字項目'],
  factoryUid: ['Factory', '工厂', '工廠', 'Fábrica', '工場'],
  granted: ['Consent', '授权', '授權', 'Consentimiento', '同意'],
  thirdParty: ['Shared with', '共享对象', '共享對象', 'Compartido con', '共有先'],
  module: ['Module', '模块', '模組', 'Módulo', 'モジュール'],
  customerUid: ['Customer', '客户', '客戶', 'Cliente', '顧客'],
  expiresOn: ['Valid until', '有效期至', '有效期至', 'Válido hasta', '有効期限'],
};
