import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../locales/i18n';
import { LANGUAGE_LABELS, LANGUAGES, storeLanguage, type Language } from '../../locales/languages';
import NativeSelect from './NativeSelect';

const OPTIONS = LANGUAGES.map((lang) => ({ value: lang, label: LANGUAGE_LABELS[lang] }));

/** The language of the login page: switched in place, remembered (spec 01 §1). */
export default function LanguageChoice() {
  const { i18n, t } = useTranslation();
  return (
    <NativeSelect
      label={t('language')}
      testId="login-language"
      value={i18n.language}
      options={OPTIONS}
      onChange={(lang) => {
        storeLanguage(lang as Language);
        void switchLanguage(lang as Language);
      }}
    />
  );
}
