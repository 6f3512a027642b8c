import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../locales/i18n';
import { LANGUAGE_LABELS, LANGUAGES, storeLanguage, type Language } from '../locales/languages';

/** Switches the language without a reload and remembers it (spec 01 §1). */
export default function LanguageSwitch() {
  const { i18n, t } = useTranslation();
  return (
    <Dropdown
      menu={{
        selectedKeys: [i18n.language],
        items: LANGUAGES.map((lang) => ({ key: lang, label: LANGUAGE_LABELS[lang] })),
        onClick: ({ key }) => {
          storeLanguage(key as Language);
          void switchLanguage(key as Language);
        },
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('language')}>
        {LANGUAGE_LABELS[i18n.language as Language] ?? i18n.language}
      </Button>
    </Dropdown>
  );
}
