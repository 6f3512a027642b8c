import type { QuotationParameter } from '../model/parameter.js';
import { LAYER_OPTIONS } from '../model/product.js';

type Given = Pick<QuotationParameter, 'code' | 'name' | 'dataType'> & Partial<QuotationParameter>;

const platform = (given: Given): QuotationParameter => ({
  level: 'platform',
  kind: 'independent',
  entryMode: 'entry',
  status: 'valid',
  mustFill: false,
  keyValue: true,
  ...given,
});

const merchant = (given: Given): QuotationParameter => platform({ level: 'merchant', ...given });

const options = (...values: readonly (string | number)[]) => values.map((value) => ({ value: String(value) }));

/** The platform's board parameters, as every merchant receives them, and the demo factory's own. */
export const demoParameters: QuotationParameter[] = [
  platform({
    code: 'LAYERS',
    name: 'Layers',
    category: 'Board',
    dataType: 'number',
    entryMode: 'tick',
    mustFill: true,
    valueList: options(...LAYER_OPTIONS),
    camField: 'copperLayers',
  }),
  platform({
    code: 'WIDTH_MM',
    name: 'Width (mm)',
    category: 'Board',
    dataType: 'number',
    mustFill: true,
    min: '5',
    max: '600',
    camField: 'widthMm',
  }),
  platform({
    code: 'HEIGHT_MM',
    name: 'Height (mm)',
    category: 'Board',
    dataType: 'number',
    mustFill: true,
    min: '5',
    max: '600',
    camField: 'heightMm',
  }),
  platform({
    code: 'QTY',
    name: 'Quantity (pcs)',
    category: 'Order',
    dataType: 'number',
    mustFill: true,
    min: '1',
    max: '1000000',
    integerOnly: true,
  }),
  platform({
    code: 'THICKNESS_MM',
    name: 'Board thickness (mm)',
    category: 'Board',
    dataType: 'number',
    entryMode: 'tick',
    defaultValue: '1.6',
    valueList: options('0.4', '0.6', '0.8', '1.0', '1.2', '1.6', '2.0', '2.4', '3.2'),
  }),
  platform({
    code: 'COPPER_OZ',
    name: 'Outer copper (oz)',
    category: 'Board',
    dataType: 'number',
    entryMode: 'tick',
    defaultValue: '1',
    valueList: options(1, 2, 3, 4),
  }),
  platform({
    code: 'FINISH',
    name: 'Surface finish',
    category: 'Finish',
    dataType: 'character',
    entryMode: 'tick',
    defaultValue: 'HASL',
    valueList: options('HASL', 'HASL_LF', 'ENIG', 'GOLD_PLATING', 'IMM_AG', 'IMM_SN', 'ENEPIG'),
  }),
  platform({
    code: 'MASK_COLOR',
    name: 'Solder mask colour',
    category: 'Finish',
    dataType: 'character',
    entryMode: 'tick',
    defaultValue: 'GREEN',
    valueList: options('GREEN', 'RED', 'YELLOW', 'BLUE', 'WHITE', 'BLACK', 'MATTE_BLACK'),
  }),
  platform({
    code: 'GOLD_FINGER',
    name: 'Gold fingers',
    category: 'Finish',
    dataType: 'number',
    entryMode: 'tick',
    defaultValue: '0',
    valueList: options(0, 1),
  }),
  platform({
    code: 'LEAD_TIME',
    name: 'Lead time',
    category: 'Order',
    dataType: 'character',
    entryMode: 'tick',
    defaultValue: 'standard',
    keyValue: false,
    valueList: options('standard', 'fastest'),
  }),
  merchant({
    code: 'AREA_PCS_M2',
    name: 'Area per piece (m²)',
    category: 'Board',
    dataType: 'number',
    kind: 'derived',
    keyValue: false,
    formula: 'WIDTH_MM * HEIGHT_MM / 1000000',
  }),
  merchant({
    code: 'PCS_PER_PNL',
    name: 'Pieces per PNL',
    category: 'Order',
    dataType: 'number',
    defaultValue: '1',
    min: '1',
    integerOnly: true,
  }),
  merchant({
    code: 'BOARD_SIGNATURE',
    name: 'Board signature',
    category: 'Order',
    dataType: 'signature',
    keyValue: false,
  }),
];
