import { defineLabels } from '../../http/field-labels.js';

/** The fields the quotation masters name in their own words; every other field takes its shared label (http/field-labels). */
export const masterLabels = defineLabels('quotation-masters', {
  currencyCode: ['Currency code', '币种代码', '幣種代碼', 'Código de moneda', '通貨コード'],
  difficulty: ['Difficulty', '难度', '難度', 'Dificultad', '難易度'],
  effectiveOn: ['Effective date', '生效日期', '生效日期', 'Fecha de vigencia', '適用日'],
  isLocal: ['Local currency', '本币', '本幣', 'Moneda local', '自国通貨'],
  phone: ['Phone', '电话', '電話', 'Teléfono', '電話'],
  prices: ['Prices', '价格', '價格', 'Precios', '価格'],
  procedure: ['Procedure', '工序', '工序', 'Procedimiento', '手順'],
  processType: ['Process type', '工艺类型', '工藝類型', 'Tipo de proceso', '工程種別'],
  processTypeUid: ['Process type', '工艺类型', '工藝類型', 'Tipo de proceso', '工程種別'],
  referenceTimes: ['Reference times', '参考次数', '參考次數', 'Veces de referencia', '参照回数'],
  supplierName: ['Supplier name', '供应商名称', '供應商名稱', 'Nombre del proveedor', 'サプライヤー名'],
  unitCost: ['Unit cost', '单位成本', '單位成本', 'Coste unitario', '単位原価'],
});
