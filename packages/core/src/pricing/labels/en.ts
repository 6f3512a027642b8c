import type { BookLabels } from './types.js';

/** The names of the platform's standard price-book codes and of the demo book, in English: parameters (with their
 * units), options, categories, projects, factors, engine variables, products and classifications. */
export const en = {
  parameters: {
    LAYERS: 'Layers',
    WIDTH_MM: 'Width (mm)',
    HEIGHT_MM: 'Height (mm)',
    QTY: 'Quantity (pcs)',
    THICKNESS_MM: 'Board thickness (mm)',
    COPPER_OZ: 'Outer copper (oz)',
    FINISH: 'Surface finish',
    MASK_COLOR: 'Solder mask colour',
    GOLD_FINGER: 'Gold fingers',
    LEAD_TIME: 'Lead time',
    AREA_PCS_M2: 'Area per piece (m²)',
    PCS_PER_PNL: 'Pieces per panel',
    BOARD_SIGNATURE: 'Board signature',
  },
  options: {
    FINISH: {
      HASL: 'HASL (leaded)',
      HASL_LF: 'Lead-free HASL',
      ENIG: 'ENIG (immersion gold)',
      GOLD_PLATING: 'Hard gold plating',
      IMM_AG: 'Immersion silver',
      IMM_SN: 'Immersion tin',
      ENEPIG: 'ENEPIG',
    },
    MASK_COLOR: {
      GREEN: 'Green',
      RED: 'Red',
      YELLOW: 'Yellow',
      BLUE: 'Blue',
      WHITE: 'White',
      BLACK: 'Black',
      MATTE_BLACK: 'Matte black',
    },
    GOLD_FINGER: {
      '0': 'No',
      '1': 'Yes',
    },
    LEAD_TIME: {
      standard: 'Standard',
      fastest: 'Fastest',
    },
  },
  categories: {
    Board: 'Board',
    Order: 'Order',
    Finish: 'Finish',
  },
  projects: {
    ENGINEERING: 'Engineering fee',
    E_TEST: 'E-test fee',
    SURFACE_FINISH: 'Surface finish',
    BOARD_THICKNESS: 'Board thickness',
    COPPER_WEIGHT: 'Copper weight',
    SOLDER_MASK: 'Solder mask colour',
    GOLD_FINGERS: 'Gold fingers',
    EXPEDITE: 'Expedited lead time',
  },
  factors: {
    ENG_FEE: 'engineering fee table',
    FINISH_PRICE: 'finish price table',
    THICK_PRICE: 'thickness price table',
    MASK_PRICE: 'mask colour price table',
  },
  variables: {
    AREA_M2: 'order area (m²)',
    AREA_FT2: 'order area (ft²)',
    PNL_QTY: 'panels',
    BATCH_TIER: 'batch tier',
    BASE_PRICE: 'board price',
    SUBTOTAL: 'subtotal',
  },
  products: {
    'FR4-RIGID': 'FR-4 rigid PCB, 1–20 layers',
  },
  classifications: {
    RIGID: 'Rigid boards',
    FR4: 'FR-4 rigid boards',
  },
} satisfies BookLabels;
