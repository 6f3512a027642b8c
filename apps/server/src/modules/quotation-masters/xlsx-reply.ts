import type { FastifyReply } from 'fastify';
import type { Language } from '../../http/language.js';

const HEADERS = {
  customerNo: ['Customer No.', '客户编号', '客戶編號', 'N.º de cliente', '顧客番号'],
  customerName: ['Customer name', '客户名称', '客戶名稱', 'Nombre del cliente', '顧客名'],
  customerLevel: ['Level', '客户等级', '客戶等級', 'Nivel', 'ランク'],
  contact: ['Contact', '联系人', '聯繫人', 'Contacto', '担当者'],
  phone: ['Phone', '电话', '電話', 'Teléfono', '電話'],
  remarks: ['Remarks', '备注', '備註', 'Observaciones', '備考'],
  materialNo: ['Material No.', '物料编号', '物料編號', 'N.º de material', '資材番号'],
  materialName: ['Name', '物料名称', '物料名稱', 'Nombre', '名称'],
  specification: ['Specification', '规格', '規格', 'Especificación', '仕様'],
  category: ['Category', '类别', '類別', 'Categoría', '分類'],
  unitName: ['Unit', '单位', '單位', 'Unidad', '単位'],
  supplierNo: ['Supplier No.', '供应商编号', '供應商編號', 'N.º de proveedor', '仕入先番号'],
  supplierName: ['Supplier name', '供应商名称', '供應商名稱', 'Nombre del proveedor', '仕入先名'],
  unitPrice: ['Unit price incl. tax', '含税单价', '含稅單價', 'Precio con impuestos', '税込単価'],
  unitPriceExTax: ['Unit price excl. tax', '不含税单价', '不含稅單價', 'Precio sin impuestos', '税抜単価'],
  taxRate: ['Tax rate %', '税率%', '稅率%', 'Impuesto %', '税率%'],
  currencyCode: ['Currency', '币种', '幣種', 'Moneda', '通貨'],
  currencyName: ['Name', '名称', '名稱', 'Nombre', '名称'],
  rate: ['Exchange rate', '汇率', '匯率', 'Tipo de cambio', '為替レート'],
  effectiveOn: ['Effective from', '生效日期', '生效日期', 'Vigente desde', '適用日'],
  processType: ['Process type', '工艺类型', '工藝類型', 'Tipo de proceso', '工程種別'],
  procedureCode: ['Procedure code', '工序编号', '工序編號', 'Código', '工程コード'],
  procedure: ['Procedure', '工序', '工序', 'Procedimiento', '工程'],
  referenceTimes: ['Reference times', '参考加工次数', '參考加工次數', 'Veces de referencia', '基準加工回数'],
  difficulty: ['Difficulty coefficient', '难度系数', '難度係數', 'Coeficiente de dificultad', '難易度係数'],
  unitCost: [
    'Cost per m² and pass',
    '单位成本（每平方米每次）',
    '單位成本（每平方米每次）',
    'Coste por m² y pasada',
    'm²・回あたり原価',
  ],
} as const;

const LANG_INDEX: Record<Language, number> = { en: 0, 'zh-CN': 1, 'zh-TW': 2, es: 3, ja: 4 };

/** Column headers of a master export in the caller's language. */
export function exportHeaders(language: Language, keys: ReadonlyArray<keyof typeof HEADERS>): string[] {
  return keys.map((key) => HEADERS[key][LANG_INDEX[language]] ?? HEADERS[key][0]);
}

export function xlsxReply(reply: FastifyReply, fileName: string, bytes: Buffer) {
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(bytes);
}
