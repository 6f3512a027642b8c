import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** The capability module's server messages. */
export const capabilityMessages = {
  saved: {
    en: 'Process capability saved',
    'zh-CN': '工艺能力已保存',
    'zh-TW': '工藝能力已保存',
    es: 'Capacidad de proceso guardada',
    ja: '工程能力を保存しました',
  },
  noFactory: {
    en: 'No factory publishes a process capability table',
    'zh-CN': '没有工厂发布工艺能力表',
    'zh-TW': '沒有工廠發佈工藝能力表',
    es: 'Ninguna fábrica publica una tabla de capacidad de proceso',
    ja: '工程能力表を公開している工場はありません',
  },
  unknownProject: {
    en: 'Pricing project {code} is not in your price book',
    'zh-CN': '计价项目 {code} 不在贵厂的价格本中',
    'zh-TW': '計價項目 {code} 不在貴廠的價格本中',
    es: 'El proyecto de precios {code} no está en su libro de precios',
    ja: '価格項目 {code} は貴社の価格表にありません',
  },
  factoryOnly: {
    en: 'Only a factory keeps a process capability table',
    'zh-CN': '只有工厂可以维护工艺能力表',
    'zh-TW': '只有工廠可以維護工藝能力表',
    es: 'Solo una fábrica mantiene una tabla de capacidad de proceso',
    ja: '工程能力表を管理できるのは工場のみです',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('capability', { capabilityMessages });
