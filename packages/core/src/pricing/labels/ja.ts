import type { BookLabels } from './types.js';

/** The price-book names in ja (keys: labels/en.ts). */
export const ja: BookLabels = {
  parameters: {
    LAYERS: '層数',
    WIDTH_MM: '幅（mm）',
    HEIGHT_MM: '長さ（mm）',
    QTY: '数量（pcs）',
    THICKNESS_MM: '板厚（mm）',
    COPPER_OZ: '外層銅厚（oz）',
    FINISH: '表面処理',
    MASK_COLOR: 'レジスト色',
    GOLD_FINGER: '金端子',
    LEAD_TIME: '納期',
    AREA_PCS_M2: '1枚の面積（m²）',
    PCS_PER_PNL: '1パネルの枚数',
    BOARD_SIGNATURE: '基板シグネチャ',
  },
  options: {
    FINISH: {
      HASL: '有鉛はんだレベラー',
      HASL_LF: '無鉛はんだレベラー',
      ENIG: '無電解金めっき',
      GOLD_PLATING: '電解硬質金めっき',
      IMM_AG: '無電解銀めっき',
      IMM_SN: '無電解錫めっき',
      ENEPIG: 'ENEPIG',
    },
    MASK_COLOR: {
      GREEN: '緑',
      RED: '赤',
      YELLOW: '黄',
      BLUE: '青',
      WHITE: '白',
      BLACK: '黒',
      MATTE_BLACK: 'つや消し黒',
    },
    GOLD_FINGER: {
      '0': 'なし',
      '1': 'あり',
    },
    LEAD_TIME: {
      standard: '標準',
      fastest: '特急',
    },
  },
  categories: {
    Board: '基板',
    Order: '注文',
    Finish: '表面',
  },
  projects: {
    ENGINEERING: 'エンジニアリング費',
    E_TEST: '電気検査費',
    SURFACE_FINISH: '表面処理',
    BOARD_THICKNESS: '板厚',
    COPPER_WEIGHT: '銅厚',
    SOLDER_MASK: 'レジスト色',
    GOLD_FINGERS: '金端子',
    EXPEDITE: '特急費',
  },
  factors: {
    ENG_FEE: 'エンジニアリング費の価格表',
    FINISH_PRICE: '表面処理の価格表',
    THICK_PRICE: '板厚の価格表',
    MASK_PRICE: 'レジスト色の価格表',
  },
  variables: {
    AREA_M2: '注文面積（m²）',
    AREA_FT2: '注文面積（ft²）',
    PNL_QTY: 'パネル数',
    BATCH_TIER: 'ロット区分',
    BASE_PRICE: '基板代',
    SUBTOTAL: '小計',
  },
  products: {
    'FR4-RIGID': 'FR-4 リジッド基板、1–20 層',
  },
  classifications: {
    RIGID: 'リジッド基板',
    FR4: 'FR-4 リジッド基板',
  },
};
