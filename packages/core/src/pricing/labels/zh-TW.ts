import type { BookLabels } from './types.js';

/** The price-book names in zh-TW (keys: labels/en.ts). */
export const zhTW: BookLabels = {
  parameters: {
    LAYERS: '層數',
    WIDTH_MM: '寬度（mm）',
    HEIGHT_MM: '長度（mm）',
    QTY: '數量（pcs）',
    THICKNESS_MM: '板厚（mm）',
    COPPER_OZ: '外層銅厚（oz）',
    FINISH: '表面處理',
    MASK_COLOR: '防焊顏色',
    GOLD_FINGER: '金手指',
    LEAD_TIME: '交期',
    AREA_PCS_M2: '單片面積（m²）',
    PCS_PER_PNL: '每拼板片數',
    BOARD_SIGNATURE: '板件特徵碼',
  },
  options: {
    FINISH: {
      HASL: '有鉛噴錫',
      HASL_LF: '無鉛噴錫',
      ENIG: '化金',
      GOLD_PLATING: '電鍍硬金',
      IMM_AG: '化銀',
      IMM_SN: '化錫',
      ENEPIG: '鎳鈀金',
    },
    MASK_COLOR: {
      GREEN: '綠色',
      RED: '紅色',
      YELLOW: '黃色',
      BLUE: '藍色',
      WHITE: '白色',
      BLACK: '黑色',
      MATTE_BLACK: '霧面黑',
    },
    GOLD_FINGER: {
      '0': '無',
      '1': '有',
    },
    LEAD_TIME: {
      standard: '標準',
      fastest: '加急',
    },
  },
  categories: {
    Board: '板材',
    Order: '訂單',
    Finish: '表面',
  },
  projects: {
    ENGINEERING: '工程費',
    E_TEST: '電測費',
    SURFACE_FINISH: '表面處理',
    BOARD_THICKNESS: '板厚',
    COPPER_WEIGHT: '銅厚',
    SOLDER_MASK: '防焊顏色',
    GOLD_FINGERS: '金手指',
    EXPEDITE: '加急費',
  },
  factors: {
    ENG_FEE: '工程費價目',
    FINISH_PRICE: '表面處理價目',
    THICK_PRICE: '板厚價目',
    MASK_PRICE: '防焊顏色價目',
  },
  variables: {
    AREA_M2: '訂單面積（m²）',
    AREA_FT2: '訂單面積（ft²）',
    PNL_QTY: '拼板數',
    BATCH_TIER: '批量檔',
    BASE_PRICE: '板費',
    SUBTOTAL: '小計',
  },
  products: {
    'FR4-RIGID': 'FR-4 硬板，1–20 層',
  },
  classifications: {
    RIGID: '硬板',
    FR4: 'FR-4 硬板',
  },
};
