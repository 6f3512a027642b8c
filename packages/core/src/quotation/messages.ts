import type { MessageValues, PricingLocale } from '../pricing/messages.js';
import { en } from './locales/en.js';
import { es } from './locales/es.js';
import { ja } from './locales/ja.js';
import { zhCN } from './locales/zh-CN.js';
import { zhTW } from './locales/zh-TW.js';

/**
 * Message keys of the factory quotation: the cost engine's explanation lines and the line rules. The engine and
 * the rules return keys with values; the caller renders them in the user's language.
 */
export type QuotationMessageKey = keyof typeof en;

export const quotationMessages: Readonly<Record<PricingLocale, Readonly<Record<QuotationMessageKey, string>>>> = {
  en,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  es,
  ja,
};

/** The text of a key with `{name}` placeholders filled; an unknown placeholder stays as written. */
export function renderQuotationMessage(
  key: QuotationMessageKey,
  values: MessageValues = {},
  locale: PricingLocale = 'en',
): string {
  return quotationMessages[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}
