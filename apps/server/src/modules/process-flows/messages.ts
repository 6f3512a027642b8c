import type { LocalizedText } from '../../http/messages.js';
import { defineMessages } from '../../http/i18n.js';

/** The process flows' server messages (the import's own are in sheet.ts). */
export const flowMessages = {
  // The text a missing flow was answered with while flows were part of the quotation module, kept as it was.
  notFound: {
    en: 'Quotation {number} not found',
    'zh-CN': '未找到报价单 {number}',
    'zh-TW': '未找到報價單 {number}',
    es: 'No se encontró la cotización {number}',
    ja: '見積書 {number} が見つかりません',
  },
} satisfies Record<string, LocalizedText>;

defineMessages('process-flows', { flowMessages });
