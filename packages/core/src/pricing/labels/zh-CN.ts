import type { BookLabels } from './types.js';

/** The price-book names in zh-CN (keys: labels/en.ts). */
export const zhCN: BookLabels = {
  parameters: {
    LAYERS: '层数',
    WIDTH_MM: '宽度（mm）',
    HEIGHT_MM: '长度（mm）',
    QTY: '数量（pcs）',
    THICKNESS_MM: '板厚（mm）',
    COPPER_OZ: '外层铜厚（oz）',
    FINISH: '表面处理',
    MASK_COLOR: '阻焊颜色',
    GOLD_FINGER: '金手指',
    LEAD_TIME: '交期',
    AREA_PCS_M2: '单片面积（m²）',
    PCS_PER_PNL: '每拼板片数',
    BOARD_SIGNATURE: '板件特征码',
  },
  options: {
    FINISH: {
      HASL: '有铅喷锡',
      HASL_LF: '无铅喷锡',
      ENIG: '沉金',
      GOLD_PLATING: '电镀硬金',
      IMM_AG: '沉银',
      IMM_SN: '沉锡',
      ENEPIG: '镍钯金',
    },
    MASK_COLOR: {
      GREEN: '绿色',
      RED: '红色',
      YELLOW: '黄色',
      BLUE: '蓝色',
      WHITE: '白色',
      BLACK: '黑色',
      MATTE_BLACK: '哑光黑',
    },
    GOLD_FINGER: {
      '0': '无',
      '1': '有',
    },
    LEAD_TIME: {
      standard: '标准',
      fastest: '加急',
    },
  },
  categories: {
    Board: '板材',
    Order: '订单',
    Finish: '表面',
  },
  projects: {
    ENGINEERING: '工程费',
    E_TEST: '电测费',
    SURFACE_FINISH: '表面处理',
    BOARD_THICKNESS: '板厚',
    COPPER_WEIGHT: '铜厚',
    SOLDER_MASK: '阻焊颜色',
    GOLD_FINGERS: '金手指',
    EXPEDITE: '加急费',
  },
  factors: {
    ENG_FEE: '工程费价目',
    FINISH_PRICE: '表面处理价目',
    THICK_PRICE: '板厚价目',
    MASK_PRICE: '阻焊颜色价目',
  },
  variables: {
    AREA_M2: '订单面积（m²）',
    AREA_FT2: '订单面积（ft²）',
    PNL_QTY: '拼板数',
    BATCH_TIER: '批量档',
    BASE_PRICE: '板费',
    SUBTOTAL: '小计',
  },
  products: {
    'FR4-RIGID': 'FR-4 硬板，1–20 层',
  },
  classifications: {
    RIGID: '硬板',
    FR4: 'FR-4 硬板',
  },
};
