/** The five languages of every catalogue, in the order the specs list them. */
export const CATALOGUE_LANGUAGES = ['en', 'zh-CN', 'zh-TW', 'es', 'ja'] as const;
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];

/**
 * One text in the five languages, with `{name}` placeholders. A catalogue both apps use is a record of these: the
 * server loads it into its i18next namespaces as it is, the web takes one language of it (`inLanguage`).
 */
export type Texts = Record<CatalogueLanguage, string>;

/** One language of a catalogue as the web's i18next resources take it: its `{name}` placeholders become `{{name}}`. */
export function inLanguage<Key extends string>(
  catalogue: Record<Key, Texts>,
  language: CatalogueLanguage,
): Record<Key, string> {
  return Object.fromEntries(
    Object.entries<Texts>(catalogue).map(([key, texts]) => [key, texts[language].replace(/\{(\w+)\}/g, '{{$1}}')]),
  ) as Record<Key, string>;
}
