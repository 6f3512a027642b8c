import type { Label } from './label.js';

/** Factory quotations. */
export const QUOTATION_LABELS: Record<string, Label> = {
  customerNo: ['Customer number', '客户编号', '客戶編號', 'Número de cliente', '顧客番号'],
  salesman: ['Salesman', '业务员', '業務員', 'Vendedor', '営業担当'],
  supplierNo: ['Supplier number', '供应商编号', '供應商編號', 'Número de proveedor', 'サプライヤー番号'],
  taxRate: ['Tax rate', '税率', '稅率', 'Tipo impositivo', '税率'],
  unitPrice: ['Unit price', '单价', '單價', 'Precio unitario', '単価'],
  unitPriceExTax: ['Unit price excluding tax', '不含税单价', '不含稅單價', 'Precio unitario sin impuestos', '税抜単価'],
  materialNo: ['Material number', '材料编号', '材料編號', 'Número de material', '材料番号'],
  specification: ['Specification', '规格', '規格', 'Especificación', '仕様'],
  template: ['Template', '模板', '模板', 'Plantilla', 'テンプレート'],
  version: ['Version', '版本', '版本', 'Versión', 'バージョン'],
};
