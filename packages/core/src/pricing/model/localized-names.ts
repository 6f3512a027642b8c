import type { PricingLocale } from '../messages.js';

/**
 * The names a factory enters per language for a row of its price book (parameter, option, project, product,
 * classification), stored beside the row's own name as JSON (`{ "zh-CN": "层数", "ja": "層数" }`). A language left
 * out falls back to the locale files' name of the code, then to the row's own name.
 */
export type LocalizedNames = Partial<Record<PricingLocale, string>>;
