import type { CapabilityItem } from '@pcbunion/core';
import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** The comparison's words: each design-rule item as a buyer reads it, and why a row is an upgrade or cannot be made. */
export const compareMessages = {
  items: {
    minTrace: {
      en: 'Minimum trace',
      'zh-CN': '最小线宽',
      'zh-TW': '最小線寬',
      es: 'Pista mínima',
      ja: '最小配線幅',
    },
    minSpace: {
      en: 'Minimum space',
      'zh-CN': '最小线距',
      'zh-TW': '最小線距',
      es: 'Separación mínima',
      ja: '最小間隔',
    },
    minPlatedHole: {
      en: 'Minimum plated hole',
      'zh-CN': '最小金属化孔',
      'zh-TW': '最小金屬化孔',
      es: 'Taladro metalizado mínimo',
      ja: '最小めっき穴',
    },
    minNonPlatedHole: {
      en: 'Minimum non-plated hole',
      'zh-CN': '最小非金属化孔',
      'zh-TW': '最小非金屬化孔',
      es: 'Taladro no metalizado mínimo',
      ja: '最小非めっき穴',
    },
    minAnnularRing: {
      en: 'Minimum annular ring',
      'zh-CN': '最小焊环',
      'zh-TW': '最小焊環',
      es: 'Anillo anular mínimo',
      ja: '最小アニュラリング',
    },
    minHoleToEdge: {
      en: 'Minimum hole to edge',
      'zh-CN': '孔到板边最小距离',
      'zh-TW': '孔到板邊最小距離',
      es: 'Distancia mínima de taladro a borde',
      ja: '穴から基板端までの最小距離',
    },
    minCopperToEdge: {
      en: 'Minimum copper to edge',
      'zh-CN': '铜到板边最小距离',
      'zh-TW': '銅到板邊最小距離',
      es: 'Distancia mínima de cobre a borde',
      ja: '銅から基板端までの最小距離',
    },
    minSlotWidth: {
      en: 'Minimum slot width',
      'zh-CN': '最小槽宽',
      'zh-TW': '最小槽寬',
      es: 'Ancho mínimo de ranura',
      ja: '最小スロット幅',
    },
    maxBoardWidth: {
      en: 'Board length',
      'zh-CN': '板长',
      'zh-TW': '板長',
      es: 'Longitud de la placa',
      ja: '基板の長辺',
    },
    maxBoardHeight: {
      en: 'Board width',
      'zh-CN': '板宽',
      'zh-TW': '板寬',
      es: 'Anchura de la placa',
      ja: '基板の短辺',
    },
    maxLayers: {
      en: 'Layers',
      'zh-CN': '层数',
      'zh-TW': '層數',
      es: 'Capas',
      ja: '層数',
    },
  } satisfies Record<CapabilityItem, LocalizedText>,
  upgrade: {
    en: '{item} {measured}: beyond the standard {standard}, made as an upgrade (down to {advanced})',
    'zh-CN': '{item} {measured}：超出标准能力 {standard}，可按升级工艺制作（极限 {advanced}）',
    'zh-TW': '{item} {measured}：超出標準能力 {standard}，可按升級工藝製作（極限 {advanced}）',
    es: '{item} {measured}: fuera del estándar {standard}, se fabrica como mejora (hasta {advanced})',
    ja: '{item} {measured}：標準 {standard} を超えるため、アップグレードで製造（限界 {advanced}）',
  },
  cannot: {
    en: '{item} {measured}: beyond what this factory makes ({limit} at best)',
    'zh-CN': '{item} {measured}：超出本厂能力（极限 {limit}）',
    'zh-TW': '{item} {measured}：超出本廠能力（極限 {limit}）',
    es: '{item} {measured}: fuera de lo que fabrica esta fábrica (como máximo {limit})',
    ja: '{item} {measured}：この工場の製造能力を超えています（限界 {limit}）',
  },
};

defineMessages('factory-compare', { compareMessages });
