import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

export const accessMessages = {
  readOnlyWhenExpired: {
    en: 'The system expired on {date}: the enterprise is read-only until the platform renews it.',
    'zh-CN': '系统已于{date}到期：续期前企业数据只读，请联系平台续期。',
    'zh-TW': '系統已於{date}到期：續期前企業資料唯讀，請聯繫平台續期。',
    es: 'El sistema caducó el {date}: la empresa es de solo lectura hasta que la plataforma la renueve.',
    ja: 'システムは{date}に期限切れになりました。プラットフォームが更新するまで企業は読み取り専用です。',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('platform/access', { accessMessages });
