import { defineLabels } from '../../http/field-labels.js';

/** The fields process flows name in their own words (a step's, as a quotation's process line names them); every other field takes its shared label. */
export const processFlowLabels = defineLabels('process-flows', {
  difficulty: ['Difficulty', '难度', '難度', 'Dificultad', '難易度'],
  difficultyAdjustment: ['Difficulty adjustment', '难度调整', '難度調整', 'Ajuste de dificultad', '難易度調整'],
  procedure: ['Procedure', '工序', '工序', 'Procedimiento', '手順'],
  processType: ['Process type', '工艺类型', '工藝類型', 'Tipo de proceso', '工程種別'],
  referenceTimes: ['Reference times', '参考次数', '參考次數', 'Veces de referencia', '参照回数'],
  remark: ['Remark', '备注', '備註', 'Observación', '備考'],
  serialNo: ['Serial number', '序号', '序號', 'Número de serie', '通し番号'],
  specialAddition: ['Special addition', '特殊加价', '特殊加價', 'Recargo especial', '特別加算'],
  steps: ['Steps', '步骤', '步驟', 'Pasos', 'ステップ'],
  timesAdjustment: ['Times adjustment', '倍数调整', '倍數調整', 'Ajuste de multiplicador', '倍率調整'],
  unitCost: ['Unit cost', '单位成本', '單位成本', 'Coste unitario', '単位原価'],
});
