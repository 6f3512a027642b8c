import type { LocalizedText } from '../../../../http/messages.js';
import { defineMessages } from '../../../../http/i18n.js';

/** The expiry query's refusal (spec 01 §7 "expiry query"; the text is ours: the spec shows only that msg is shown). */
export const expiryMessages = {
  expired: {
    en: 'The system expired on {date}. Please contact the platform to renew.',
    'zh-CN': '系统已于{date}到期，请联系平台续期。',
    'zh-TW': '系統已於{date}到期，請聯繫平台續期。',
    es: 'El sistema caducó el {date}. Contacte con la plataforma para renovarlo.',
    ja: 'システムは{date}に期限切れになりました。更新についてはプラットフォームにお問い合わせください。',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('identity', { expiryMessages });
