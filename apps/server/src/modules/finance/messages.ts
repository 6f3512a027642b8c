import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

export const financeMessages = {
  reasonRequired: {
    en: 'reason: cannot be empty',
    'zh-CN': 'reason：驳回原因不能为空',
    'zh-TW': 'reason：駁回原因不能為空',
    es: 'reason: el motivo no puede estar vacío',
    ja: 'reason: 却下理由は必須です',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('finance', { financeMessages });
