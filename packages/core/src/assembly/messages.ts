import { assemblyMessagesEn } from './locales/en.js';
import { assemblyMessagesEs } from './locales/es.js';
import { assemblyMessagesJa } from './locales/ja.js';
import { assemblyMessagesZhCN } from './locales/zh-CN.js';
import { assemblyMessagesZhTW } from './locales/zh-TW.js';

/**
 * Texts of the stencil and assembly quote: price lines' explanations, file errors, cross-check lines. The
 * quote returns keys with values; the server renders them in the caller's language, the web in the reader's.
 */
export type AssemblyMessageKey = keyof typeof assemblyMessagesEn;
export type AssemblyLocale = 'en' | 'zh-CN' | 'zh-TW' | 'es' | 'ja';

export const assemblyMessages: Record<AssemblyLocale, Record<AssemblyMessageKey, string>> = {
  en: assemblyMessagesEn,
  'zh-CN': assemblyMessagesZhCN,
  'zh-TW': assemblyMessagesZhTW,
  es: assemblyMessagesEs,
  ja: assemblyMessagesJa,
};

/** The text of a key with `{name}` placeholders filled (an unknown key is returned as it is). */
export function renderAssemblyMessage(
  key: string,
  values: Record<string, string | number> = {},
  locale: AssemblyLocale = 'en',
): string {
  const texts = assemblyMessages[locale] as Record<string, string>;
  const template = texts[key] ?? (assemblyMessagesEn as Record<string, string>)[key] ?? key;
  // Sides and stencil kinds are words of the reader's language ("top + bottom" too).
  const word = (value: string) =>
    value
      .split(' + ')
      .map((part) => texts[`word.${part}`] ?? part)
      .join(' + ');
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return name === 'side' || name === 'names' || name === 'kind' ? word(String(value)) : String(value);
  });
}

export function isAssemblyLocale(value: string): value is AssemblyLocale {
  return Object.hasOwn(assemblyMessages, value);
}
