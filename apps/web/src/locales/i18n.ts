import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, LANGUAGES, type Language } from './languages';

/**
 * Catalogues are files `locales/<language>/<namespace>.ts` (one namespace per area, default export an object).
 * They are found by glob, so a new area adds its files without touching this one.
 *
 * What the login page needs — English `common`, `login` and `shell` — is bundled with the app. Everything else is
 * loaded on demand without a reload: the detected language's core namespaces before the first render, every
 * namespace (of the language and of English, the fallback) before the layout or a standalone page renders
 * (`loadCatalogues('all')`, called by their route loaders; the public instant quote asks for its own few namespaces
 * only), and a language's catalogues before a switch.
 * Every language must have exactly the English keys (see locales.test.ts).
 */
type Catalogue = { default: Record<string, unknown> };

declare global {
  interface Window {
    __PCB_MISSING_KEYS__?: string[];
  }
}
const reportMissingKey = (entry: string) => {
  if (typeof window !== 'undefined') window.__PCB_MISSING_KEYS__?.push(entry);
};
const CORE_NAMESPACES = ['common', 'login', 'shell'];
const bundled = import.meta.glob<Catalogue>('./en/{common,login,shell}.ts', { eager: true });
const onDemand = import.meta.glob<Catalogue>(['./*/*.ts', '!./en/{common,login,shell}.ts']);

const namespaceOf = (file: string) => /^\.\/[^/]+\/([^/]+)\.ts$/.exec(file)?.[1] ?? '';
const languageOf = (file: string) => /^\.\/([^/]+)\//.exec(file)?.[1] ?? '';
const allNamespaces = [
  ...new Set(
    [...Object.keys(bundled), ...Object.keys(onDemand)].filter((f) => languageOf(f) === 'en').map(namespaceOf),
  ),
];

void i18n.use(initReactI18next).init({
  resources: {
    en: Object.fromEntries(Object.entries(bundled).map(([file, module]) => [namespaceOf(file), module.default])),
  },
  partialBundledLanguages: true,
  lng: detectLanguage(),
  fallbackLng: 'en',
  ns: allNamespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  // A key found in no catalogue (a typo, a code turned into a key) is reported where a test listens for it
  // (`window.__PCB_MISSING_KEYS__`, see e2e/every-page-languages.e2e.ts); nobody listens in production.
  saveMissing: true,
  missingKeyHandler: (languages, namespace, key) => reportMissingKey(`${languages.join(',')}:${namespace}:${key}`),
});

/** The page says which language it is in (screen readers, the browser's translate offer, CJK font choice). */
const markDocument = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
markDocument(i18n.language);
i18n.on('languageChanged', markDocument);

const loaded = new Set<string>(Object.keys(bundled));
let scope: 'core' | 'all' = 'core';
/** Namespaces a standalone page asked for beyond the core ones (kept on a language switch too). */
const asked = new Set<string>(CORE_NAMESPACES);

/**
 * Loads (once) the catalogues of the current language and English: the core namespaces, all of them, or the core
 * ones and those named (a standalone page that needs only a few).
 */
export async function loadCatalogues(
  wanted: 'core' | 'all' | readonly string[] = scope,
  language = i18n.language as Language,
): Promise<void> {
  if (wanted === 'all') scope = 'all';
  else if (typeof wanted !== 'string') wanted.forEach((namespace) => asked.add(namespace));
  const files = Object.entries(onDemand).filter(
    ([file]) =>
      !loaded.has(file) &&
      [language, 'en'].includes(languageOf(file)) &&
      (scope === 'all' || asked.has(namespaceOf(file))),
  );
  const modules = await Promise.all(files.map(([, load]) => load()));
  files.forEach(([file], i) => {
    i18n.addResourceBundle(languageOf(file), namespaceOf(file), modules[i]!.default, true, true);
    loaded.add(file);
  });
}

/** Loads, then switches: the interface changes language in place. */
export async function switchLanguage(language: Language): Promise<void> {
  if (!(LANGUAGES as readonly string[]).includes(language)) return;
  await loadCatalogues(scope, language);
  await i18n.changeLanguage(language);
}

export default i18n;
