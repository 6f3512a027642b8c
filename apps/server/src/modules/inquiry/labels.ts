import { defineLabels } from '../../http/field-labels.js';

/** The fields inquiry names in its own words; every other field takes its shared label (http/field-labels). */
export const inquiryLabels = defineLabels('inquiry', {
  a: ['First version', '版本一', '版本一', 'Primera versión', '比較元の版'],
  b: ['Second version', '版本二', '版本二', 'Segunda versión', '比較先の版'],
  boardFee: ['Board-making fee', '制板费', '製板費', 'Coste de fabricación', '製板費'],
  deliveryForm: ['Delivery form', '出货形式', '出貨形式', 'Forma de entrega', '出荷形態'],
  deliveryMethod: ['Delivery method', '交货方式', '交貨方式', 'Método de entrega', '納品方法'],
  details: ['Details', '详细参数', '詳細參數', 'Detalles', '詳細'],
  goldFingerCount: ['Gold fingers', '金手指数量', '金手指數量', 'Contactos dorados', '金端子数'],
  goldThicknessUm: ['Gold thickness (µm)', '金厚（µm）', '金厚（µm）', 'Espesor de oro (µm)', '金厚（µm）'],
  inquiry_uid: ['Inquiry', '询价单', '詢價單', 'Consulta', '引合'],
  nickelThicknessUm: [
    'Nickel thickness (µm)',
    '镍厚（µm）',
    '鎳厚（µm）',
    'Espesor de níquel (µm)',
    'ニッケル厚（µm）',
  ],
  orderType: ['Order type', '订单类型', '訂單類型', 'Tipo de pedido', '注文種別'],
  otherFees: ['Other fees', '其他费用', '其他費用', 'Otros cargos', 'その他費用'],
  palladiumThicknessUm: [
    'Palladium thickness (µm)',
    '钯厚（µm）',
    '鈀厚（µm）',
    'Espesor de paladio (µm)',
    'パラジウム厚（µm）',
  ],
  pcsLengthMm: ['PCS length (mm)', 'PCS 长（mm）', 'PCS 長（mm）', 'Largo de PCS (mm)', 'PCS 長さ（mm）'],
  pcsPerSet: ['PCS per SET', '每 SET 的 PCS 数', '每 SET 的 PCS 數', 'PCS por SET', 'SETあたりPCS数'],
  pcsWidthMm: ['PCS width (mm)', 'PCS 宽（mm）', 'PCS 寬（mm）', 'Ancho de PCS (mm)', 'PCS 幅（mm）'],
  requiredDays: ['Required days', '指定交期（天）', '指定交期（天）', 'Días requeridos', '指定納期（日）'],
  setLengthMm: ['SET length (mm)', 'SET 长（mm）', 'SET 長（mm）', 'Largo de SET (mm)', 'SET 長さ（mm）'],
  setWidthMm: ['SET width (mm)', 'SET 宽（mm）', 'SET 寬（mm）', 'Ancho de SET (mm)', 'SET 幅（mm）'],
  splittingMethod: ['Splitting method', '分板方式', '分板方式', 'Método de separación', '分割方法'],
  surfaceFinish: ['Surface finish', '表面处理', '表面處理', 'Acabado superficial', '表面処理'],
});
