import { defineLabels } from '../../http/field-labels.js';

/** The comparison's fields in its own words (the upload's design-rule figures); the rest take their shared labels. */
export const compareLabels = defineLabels('factory-compare', {
  dfm: ['Design-rule figures', '设计规则数据', '設計規則數據', 'Cifras de reglas de diseño', '設計ルールの数値'],
  minAnnularRingMm: [
    'Minimum annular ring (mm)',
    '最小焊环（mm）',
    '最小焊環（mm）',
    'Anillo anular mínimo (mm)',
    '最小アニュラリング（mm）',
  ],
  minCopperToEdgeMm: [
    'Minimum copper to edge (mm)',
    '铜到板边最小距离（mm）',
    '銅到板邊最小距離（mm）',
    'Distancia mínima de cobre a borde (mm)',
    '銅から基板端までの最小距離（mm）',
  ],
  minHoleToEdgeMm: [
    'Minimum hole to edge (mm)',
    '孔到板边最小距离（mm）',
    '孔到板邊最小距離（mm）',
    'Distancia mínima de taladro a borde (mm)',
    '穴から基板端までの最小距離（mm）',
  ],
  minNonPlatedHoleMm: [
    'Minimum non-plated hole (mm)',
    '最小非金属化孔（mm）',
    '最小非金屬化孔（mm）',
    'Taladro no metalizado mínimo (mm)',
    '最小非めっき穴（mm）',
  ],
  minPlatedHoleMm: [
    'Minimum plated hole (mm)',
    '最小金属化孔（mm）',
    '最小金屬化孔（mm）',
    'Taladro metalizado mínimo (mm)',
    '最小めっき穴（mm）',
  ],
  minWidthMm: [
    'Minimum slot width (mm)',
    '最小槽宽（mm）',
    '最小槽寬（mm）',
    'Ancho mínimo de ranura (mm)',
    '最小スロット幅（mm）',
  ],
  slots: ['Slots', '槽孔', '槽孔', 'Ranuras', 'スロット'],
});
