import { languageValue } from '../stores/stored-values';

export const LANGUAGES = ['en', 'zh-CN', 'zh-TW', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_LABELS: Record<Language, string> = {
  en: 'English',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  es: 'Español',
  ja: '日本語',
};

const isLanguage = (value: string) => (LANGUAGES as readonly string[]).includes(value);

/** Spec 01 §1: stored preference, else the browser language (Traditional before Simplified), else English. */
export function detectLanguage(
  stored = readStored(),
  browser: readonly string[] = navigator.languages ?? [navigator.language],
): Language {
  if (stored && isLanguage(stored)) return stored as Language;
  for (const tag of browser.map((t) => t.toLowerCase())) {
    if (/^zh-(tw|hk|mo)|^zh-hant/.test(tag)) return 'zh-TW';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('es')) return 'es';
    if (tag.startsWith('ja')) return 'ja';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}

/** The stored choice: the `language` cookie of spec 01 §3, else the copy in local storage, else none. */
function readStored(): string | null {
  return languageValue.get(isLanguage);
}

/** Remembers the choice in storage and in the `language` cookie the server reads for its messages. */
export function storeLanguage(language: Language): void {
  languageValue.set(language);
}
