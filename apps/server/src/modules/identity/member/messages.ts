import type { LocalizedText } from '../../../http/messages.js';
import { defineMessages } from '../../../http/i18n.js';

/** Answers of the member-information calls (spec 02 §3 Member); the saved and e-mail texts are the profile's. */
export const memberMessages = {
  badContact: {
    en: '{field}: only letters, digits, - and _ (at most 30)',
    'zh-CN': '{field}：只能包含字母、数字、- 和 _（最多30位）',
    'zh-TW': '{field}：只能包含字母、數字、- 和 _（最多30位）',
    es: '{field}: solo letras, dígitos, - y _ (máximo 30)',
    ja: '{field}: 英数字、-、_ のみ（30文字まで）',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('identity', { memberMessages });
