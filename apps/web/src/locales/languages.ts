export const LANGUAGES = ['en', 'zh-CN', 'zh-TW', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_LABELS: Record<Language, string> = {
  en: 'English',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  es: 'Español',
  ja: '日本語',
};

const STORAGE_KEY = 'language';
/** Spec 01 §3: the choice is kept in the `language` cookie (the server reads it for its messages too). */
const COOKIE = 'language';

/** Spec 01 §1: stored preference, else the browser language (Traditional before Simplified), else English. */
export function detectLanguage(
  stored = readStored(),
  browser: readonly string[] = navigator.languages ?? [navigator.language],
): Language {
  if (stored && (LANGUAGES as readonly string[]).includes(stored)) return stored as Language;
  for (const tag of browser.map((t) => t.toLowerCase())) {
    if (/^zh-(tw|hk|mo)|^zh-hant/.test(tag)) return 'zh-TW';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('es')) return 'es';
    if (tag.startsWith('ja')) return 'ja';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}

/** The `language` cookie's value, if one is set. */
export function cookieLanguage(cookies = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE && value.length) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The stored choice: the `language` cookie of spec 01 §3, else the copy in local storage, else none. */
function readStored(): string | null {
  const cookie = cookieLanguage();
  if (cookie && (LANGUAGES as readonly string[]).includes(cookie)) return cookie;
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Remembers the choice in storage and in the `language` cookie the server reads for its messages. */
export function storeLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language);
  document.cookie = `${COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}
