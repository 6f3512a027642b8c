import { en } from './locales/en.js';
import { es } from './locales/es.js';
import { ja } from './locales/ja.js';
import { zhCN } from './locales/zh-CN.js';
import { zhTW } from './locales/zh-TW.js';

/**
 * Message keys of pricing: formula errors, rule violations, engine errors and explanation lines.
 * Rules and the engine return keys with values, never sentences; the caller renders them in the
 * user's language (the web through its i18n, the server through `renderPricingMessage`).
 */
export type PricingMessageKey = keyof typeof en;

export const PRICING_LOCALES = ['en', 'zh-CN', 'zh-TW', 'es', 'ja'] as const;
export type PricingLocale = (typeof PRICING_LOCALES)[number];

export type MessageValues = Readonly<Record<string, string | number>>;

export const pricingMessages: Readonly<Record<PricingLocale, Readonly<Record<PricingMessageKey, string>>>> = {
  en,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  es,
  ja,
};

/** Templates split once into text and placeholder names (odd indexes are names), per locale. */
const compiledTemplates = new Map<PricingLocale, Map<PricingMessageKey, readonly string[]>>();

function templateParts(locale: PricingLocale, key: PricingMessageKey): readonly string[] {
  let byKey = compiledTemplates.get(locale);
  if (byKey === undefined) compiledTemplates.set(locale, (byKey = new Map()));
  let parts = byKey.get(key);
  if (parts === undefined) byKey.set(key, (parts = pricingMessages[locale][key].split(/\{(\w+)\}/)));
  return parts;
}

/** The text of a key in a locale with `{name}` placeholders filled; an unknown placeholder stays as written. */
export function renderPricingMessage(
  key: PricingMessageKey,
  values: MessageValues = {},
  locale: PricingLocale = 'en',
): string {
  const parts = templateParts(locale, key);
  let text = parts[0] ?? '';
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i] as string;
    const value = values[name];
    text += value === undefined ? `{${name}}` : typeof value === 'string' ? value : String(value);
    text += parts[i + 1] ?? '';
  }
  return text;
}

export function isPricingMessageKey(key: string): key is PricingMessageKey {
  return Object.hasOwn(en, key);
}
