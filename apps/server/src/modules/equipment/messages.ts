import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

export const equipmentMessages = {
  factoriesOnly: {
    en: 'Only a factory has equipment',
    'zh-CN': '只有工厂才有设备',
    'zh-TW': '只有工廠才有設備',
    es: 'Solo una fábrica tiene equipos',
    ja: '設備を持てるのは工場だけです',
  },
  switchedOn: {
    en: 'Device switched on',
    'zh-CN': '设备已开启',
    'zh-TW': '設備已開啟',
    es: 'Equipo encendido',
    ja: '設備をオンにしました',
  },
  switchedOff: {
    en: 'Device switched off',
    'zh-CN': '设备已关闭',
    'zh-TW': '設備已關閉',
    es: 'Equipo apagado',
    ja: '設備をオフにしました',
  },
  added: {
    en: 'Device added',
    'zh-CN': '设备已添加',
    'zh-TW': '設備已添加',
    es: 'Equipo añadido',
    ja: '設備を追加しました',
  },
  duplicate: {
    en: 'is already used by another device',
    'zh-CN': '已被其他设备使用',
    'zh-TW': '已被其他設備使用',
    es: 'ya lo usa otro equipo',
    ja: '他の設備で使用されています',
  },
  nameDevice: {
    en: 'name the device by equipment_uid or machine_no',
    'zh-CN': '请用 equipment_uid 或 machine_no 指定设备',
    'zh-TW': '請用 equipment_uid 或 machine_no 指定設備',
    es: 'indique el equipo con equipment_uid o machine_no',
    ja: 'equipment_uid または machine_no で設備を指定してください',
  },
  badMachineNo: {
    en: 'letters, digits, dot, _ or - (at most 64)',
    'zh-CN': '只能是字母、数字、点、_ 或 -（最多 64 个）',
    'zh-TW': '只能是字母、數字、點、_ 或 -（最多 64 個）',
    es: 'letras, dígitos, punto, _ o - (máximo 64)',
    ja: '英数字、ドット、_ または -（64 文字まで）',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('equipment', { equipmentMessages });
