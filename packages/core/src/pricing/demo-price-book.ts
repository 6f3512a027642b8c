import { DEMO_PRODUCT, demoBasePrices } from './demo/base-prices.js';
import { demoParameters } from './demo/parameters.js';
import { demoProjects } from './demo/projects.js';
import type { PriceBook } from './model/price-book.js';

export { DEMO_PRODUCT };

/**
 * The demo factory's price book: rigid FR-4 boards of 1 to 20 layers, priced in CNY and shown in
 * USD as well. A customer who gives only LAYERS, WIDTH_MM, HEIGHT_MM and QTY gets a price with the
 * defaults of the rest (1.6 mm, 1 oz, HASL, green mask, no gold fingers, standard lead time). A new quote opens
 * with its default board: 2 layers, 100 × 100 mm, 1.6 mm, HASL, green, 10 pieces, standard lead time.
 */
export const demoPriceBook: PriceBook = {
  merchant: 'DEMO-FACTORY',
  currency: 'CNY',
  originalCurrency: 'USD',
  exchangeRate: '7.10',
  terms: {
    scrapRatePercent: '3',
    grossMarginPercent: '15',
    businessRatePercent: '2',
    taxRatePercent: '13',
  },
  roles: {
    layers: 'LAYERS',
    quantity: 'QTY',
    areaPerPcsM2: 'AREA_PCS_M2',
    pcsPerPanel: 'PCS_PER_PNL',
  },
  parameters: demoParameters,
  projects: demoProjects,
  classifications: [
    {
      number: 'RIGID',
      name: 'Rigid boards',
      parentNumber: '0',
      status: 'valid',
      level: 'platform',
      serialNumber: 1,
      batchInterval: 4,
    },
    {
      number: 'FR4',
      name: 'FR-4 rigid boards',
      parentNumber: 'RIGID',
      status: 'valid',
      level: 'merchant',
      serialNumber: 1,
      batchInterval: 4,
      remarks: 'Tg 135–150, 1 to 20 layers',
    },
  ],
  products: [
    { number: DEMO_PRODUCT, name: 'FR-4 rigid PCB, 1–20 layers', classificationNumber: 'FR4', status: 'valid' },
  ],
  basePrices: demoBasePrices,
  bindings: demoProjects.map((project) => ({ productNumber: DEMO_PRODUCT, projectCode: project.code })),
  defaultBoard: {
    LAYERS: '2',
    WIDTH_MM: '100',
    HEIGHT_MM: '100',
    THICKNESS_MM: '1.6',
    FINISH: 'HASL',
    MASK_COLOR: 'GREEN',
    QTY: '10',
    LEAD_TIME: 'standard',
  },
};
