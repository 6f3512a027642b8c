import type { CostInput } from './types.js';

/**
 * A 4-layer FR-4 board with ENIG: panel 500 × 400 mm holding 20 PCS, 1000 PCS ordered; 5 materials and 12
 * process steps with the engineer's adjustments; scrap 3 % adjusted to 4.5 %, margin 20 % adjusted to 18 %.
 */
export const fourLayerBoard: CostInput = {
  quantity: 1000,
  panel: { width: '500', height: '400', unit: 'mm', pcsPerPanel: 20 },
  materials: [
    { materialNo: 'M-FR4-1.6', unitPrice: '113.00', unitPriceExTax: '100.00', coefficient: '1.10' },
    {
      materialNo: 'M-PP-7628',
      unitPrice: '33.90',
      unitPriceExTax: '30.00',
      coefficient: '2.20',
      adjustmentPrice: '28.50',
    },
    { materialNo: 'M-CU-18', unitPrice: '22.60', unitPriceExTax: '20.00', coefficient: '2.10' },
    { materialNo: 'M-INK-G', unitPrice: '90.40', unitPriceExTax: '80.00', coefficient: '0.06' },
    { materialNo: 'M-ENIG-AU', unitPrice: '3.39', unitPriceExTax: '3.00', coefficient: '1.5' },
  ],
  processes: [
    { serialNo: 1, procedure: 'Cutting', unitCost: '2.00', referenceTimes: '1', difficulty: '1.0' },
    { serialNo: 2, procedure: 'Inner-layer imaging', unitCost: '12.00', referenceTimes: '2', difficulty: '1.0' },
    { serialNo: 3, procedure: 'Inner-layer etching', unitCost: '8.00', referenceTimes: '2', difficulty: '1.0' },
    { serialNo: 4, procedure: 'Inner-layer AOI', unitCost: '5.00', referenceTimes: '2', difficulty: '1.0' },
    { serialNo: 5, procedure: 'Lamination', unitCost: '30.00', referenceTimes: '1', difficulty: '1.2' },
    {
      serialNo: 6,
      procedure: 'Drilling',
      unitCost: '25.00',
      referenceTimes: '1',
      difficulty: '1.0',
      difficultyAdjustment: '0.3',
    },
    { serialNo: 7, procedure: 'PTH plating', unitCost: '20.00', referenceTimes: '1', difficulty: '1.0' },
    { serialNo: 8, procedure: 'Outer-layer imaging', unitCost: '12.00', referenceTimes: '1', difficulty: '1.0' },
    {
      serialNo: 9,
      procedure: 'Pattern plating and etching',
      unitCost: '18.00',
      referenceTimes: '1',
      difficulty: '1.1',
    },
    {
      serialNo: 10,
      procedure: 'Solder mask',
      unitCost: '15.00',
      referenceTimes: '1',
      timesAdjustment: '1',
      difficulty: '1.0',
    },
    {
      serialNo: 11,
      procedure: 'ENIG',
      unitCost: '40.00',
      referenceTimes: '1',
      difficulty: '1.0',
      specialAddition: '5.00',
    },
    { serialNo: 12, procedure: 'E-test and FQC', unitCost: '6.00', referenceTimes: '1', difficulty: '1.0' },
  ],
  rates: {
    scrapRate: '3',
    scrapRateAdjusted: '4.5',
    grossMargin: '20',
    grossMarginAdjusted: '18',
    businessRate: '2',
    taxRate: '13',
  },
  currency: 'CNY',
  originalCurrency: 'USD',
  exchangeRate: '7.10',
};
