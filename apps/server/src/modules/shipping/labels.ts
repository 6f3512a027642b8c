import { defineLabels } from '../../http/field-labels.js';

/** The fields shipping names in its own words; every other field takes its shared label (http/field-labels). */
export const shippingLabels = defineLabels('shipping', {
  additionalPrice: ['Additional weight price', '续重价格', '續重價格', 'Precio del peso adicional', '追加重量料金'],
  additionalUnitGrams: [
    'Additional weight unit (g)',
    '续重单位（克）',
    '續重單位（克）',
    'Unidad de peso adicional (g)',
    '追加重量単位（g）',
  ],
  days: ['Days', '天数', '天數', 'Días', '日数'],
  firstPrice: ['First weight price', '首重价格', '首重價格', 'Precio del primer peso', '初重料金'],
  firstWeightGrams: ['First weight (g)', '首重（克）', '首重（克）', 'Primer peso (g)', '初重（g）'],
  holidays: ['Holidays', '节假日', '節假日', 'Festivos', '休日'],
  packageMaxKg: [
    'Maximum package weight (kg)',
    '单件最大重量（kg）',
    '單件最大重量（kg）',
    'Peso máximo por bulto (kg)',
    '1梱包の最大重量（kg）',
  ],
  packageTareKg: ['Package tare (kg)', '包装重量（kg）', '包裝重量（kg）', 'Tara del bulto (kg)', '梱包材重量（kg）'],
  rates: ['Rates', '运价', '運價', 'Tarifas', '料金'],
  weekendDays: ['Weekend days', '周末', '週末', 'Días de fin de semana', '週末'],
});
