import i18next, { type i18n as I18n } from 'i18next';
import { LANGUAGES, type Language } from './language.js';

/** One message in the five languages. A module keeps its own catalogues of them in its `messages.ts`. */
export type LocalizedText = Record<Language, string>;

/**
 * The server's one i18next instance: a namespace per module (`defineMessages`), `{name}` placeholders as the
 * catalogues write them. It lives in the http ground, so it never imports a module: each module's messages file
 * loads its own texts into it when it is first imported.
 */
export const i18n: I18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  resources: {},
  supportedLngs: [...LANGUAGES],
  fallbackLng: 'en',
  load: 'currentOnly',
  // Keys are catalogue paths (`qualityMessages.acceptOverLimit`, `field.required`), never nested lookups.
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
});

/** Where each catalogued text sits in i18next: `translate` is handed the text object and resolves it there. */
const placeOfText = new WeakMap<LocalizedText, { namespace: string; key: string }>();

const isLocalizedText = (value: unknown): value is LocalizedText =>
  typeof value === 'object' &&
  value !== null &&
  LANGUAGES.every((language) => typeof (value as Record<string, unknown>)[language] === 'string');

function collect(into: Array<[string, LocalizedText]>, path: string, value: unknown): void {
  if (isLocalizedText(value)) into.push([path, value]);
  else if (typeof value === 'object' && value !== null && !Array.isArray(value))
    for (const [key, inner] of Object.entries(value)) collect(into, path ? `${path}.${key}` : key, inner);
}

/**
 * Loads a module's catalogues into its i18next namespace, per language; every text found in them, however deep,
 * is keyed by its path (`{ qualityMessages }` → `qualityMessages.acceptOverLimit`). A key loaded twice with
 * different texts is a mistake that would show one module's words in another's place, so it throws.
 */
export function defineMessages(namespace: string, catalogues: Record<string, unknown>): void {
  const texts: Array<[string, LocalizedText]> = [];
  collect(texts, '', catalogues);
  for (const [key, text] of texts) {
    for (const language of LANGUAGES) {
      const known = i18n.getResource(language, namespace, key) as string | undefined;
      if (known !== undefined && known !== text[language])
        throw new Error(`i18n: ${namespace}:${key} (${language}) is defined twice with different texts`);
      i18n.addResource(language, namespace, key, text[language]);
    }
    if (!placeOfText.has(text)) placeOfText.set(text, { namespace, key });
  }
}

/** The namespaces loaded so far, with their keys (for the tests that compare catalogues). */
export function loadedNamespaces(): Record<string, string[]> {
  const store = i18n.store.data.en ?? {};
  return Object.fromEntries(Object.entries(store).map(([namespace, keys]) => [namespace, Object.keys(keys)]));
}

/**
 * A text in the caller's language with its `{name}` placeholders filled; a placeholder with no value stays as
 * written. A catalogued text is looked up in its namespace; a text made on the spot (a sentence joined from
 * others) goes through the same interpolation.
 */
export function render(language: Language, text: LocalizedText, values: Record<string, string | number>): string {
  const place = placeOfText.get(text);
  if (place) return i18n.t(place.key, { lng: language, ns: place.namespace, replace: values });
  const template = text[language] ?? text.en;
  return i18n.services.interpolator.interpolate(template, values, language, {});
}
