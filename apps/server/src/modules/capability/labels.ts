import { defineLabels } from '../../http/field-labels.js';

/** The fields capability names in its own words; every other field takes its shared label (http/field-labels). */
export const capabilityLabels = defineLabels('capability', {
  advanced: ['Advanced', '高级能力', '高級能力', 'Avanzado', '高度'],
  copperOz: ['Copper weight (oz)', '铜厚（oz）', '銅厚（oz）', 'Grosor de cobre (oz)', '銅厚（oz）'],
  item: ['Item', '项目', '項目', 'Elemento', '項目'],
  rules: ['Rules', '规则', '規則', 'Reglas', 'ルール'],
  upgradeProject: ['Upgrade project', '升级项目', '升級項目', 'Proyecto de mejora', 'アップグレード項目'],
});
