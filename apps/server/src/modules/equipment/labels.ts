import { defineLabels } from '../../http/field-labels.js';

/** The fields equipment names in its own words; every other field takes its shared label (http/field-labels). */
export const equipmentLabels = defineLabels('equipment', {
  equipmentUid: ['Device', '设备', '設備', 'Equipo', '設備'],
  hours: ['Hours', '小时数', '小時數', 'Horas', '時間数'],
  machineNo: ['Machine number', '机台编号', '機台編號', 'Número de máquina', '機械番号'],
  power: ['On / off', '开关', '開關', 'Encendido / apagado', 'オン / オフ'],
});
