import type { BookLabels } from './types.js';

/** The price-book names in es (keys: labels/en.ts). */
export const es: BookLabels = {
  parameters: {
    LAYERS: 'Capas',
    WIDTH_MM: 'Ancho (mm)',
    HEIGHT_MM: 'Alto (mm)',
    QTY: 'Cantidad (uds.)',
    THICKNESS_MM: 'Espesor de placa (mm)',
    COPPER_OZ: 'Cobre exterior (oz)',
    FINISH: 'Acabado superficial',
    MASK_COLOR: 'Color de máscara',
    GOLD_FINGER: 'Contactos dorados',
    LEAD_TIME: 'Plazo de entrega',
    AREA_PCS_M2: 'Área por pieza (m²)',
    PCS_PER_PNL: 'Piezas por panel',
    BOARD_SIGNATURE: 'Firma de la placa',
  },
  options: {
    FINISH: {
      HASL: 'HASL (con plomo)',
      HASL_LF: 'HASL sin plomo',
      ENIG: 'ENIG (oro por inmersión)',
      GOLD_PLATING: 'Oro duro electrolítico',
      IMM_AG: 'Plata por inmersión',
      IMM_SN: 'Estaño por inmersión',
      ENEPIG: 'ENEPIG',
    },
    MASK_COLOR: {
      GREEN: 'Verde',
      RED: 'Rojo',
      YELLOW: 'Amarillo',
      BLUE: 'Azul',
      WHITE: 'Blanco',
      BLACK: 'Negro',
      MATTE_BLACK: 'Negro mate',
    },
    GOLD_FINGER: {
      '0': 'No',
      '1': 'Sí',
    },
    LEAD_TIME: {
      standard: 'Estándar',
      fastest: 'Urgente',
    },
  },
  categories: {
    Board: 'Placa',
    Order: 'Pedido',
    Finish: 'Acabado',
  },
  projects: {
    ENGINEERING: 'Gastos de ingeniería',
    E_TEST: 'Prueba eléctrica',
    SURFACE_FINISH: 'Acabado superficial',
    BOARD_THICKNESS: 'Espesor de placa',
    COPPER_WEIGHT: 'Grosor de cobre',
    SOLDER_MASK: 'Color de máscara',
    GOLD_FINGERS: 'Contactos dorados',
    EXPEDITE: 'Plazo urgente',
  },
  factors: {
    ENG_FEE: 'tabla de gastos de ingeniería',
    FINISH_PRICE: 'tabla de precios de acabado',
    THICK_PRICE: 'tabla de precios de espesor',
    MASK_PRICE: 'tabla de precios de máscara',
  },
  variables: {
    AREA_M2: 'área del pedido (m²)',
    AREA_FT2: 'área del pedido (ft²)',
    PNL_QTY: 'paneles',
    BATCH_TIER: 'tramo de lote',
    BASE_PRICE: 'precio de placa',
    SUBTOTAL: 'subtotal',
  },
  products: {
    'FR4-RIGID': 'PCB rígido FR-4, 1–20 capas',
  },
  classifications: {
    RIGID: 'Placas rígidas',
    FR4: 'Placas rígidas FR-4',
  },
};
