import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../locales/languages';

const antdLocales: Record<Language, () => Promise<{ default: Locale }>> = {
  en: () => import('antd/locale/en_US'),
  'zh-CN': () => import('antd/locale/zh_CN'),
  'zh-TW': () => import('antd/locale/zh_TW'),
  es: () => import('antd/locale/es_ES'),
  ja: () => import('antd/locale/ja_JP'),
};

const dayjsLocales: Record<Language, [string, () => Promise<unknown>]> = {
  en: ['en', async () => undefined],
  'zh-CN': ['zh-cn', () => import('dayjs/locale/zh-cn')],
  'zh-TW': ['zh-tw', () => import('dayjs/locale/zh-tw')],
  es: ['es', () => import('dayjs/locale/es')],
  ja: ['ja', () => import('dayjs/locale/ja')],
};

const loaded = new Map<Language, Locale>();
const known = (language: string): Language => (language in antdLocales ? language : 'en') as Language;

/** Loads antd's and dayjs's locale for a language (once) and makes dayjs use it. */
export async function loadAntdLocale(language: string): Promise<Locale> {
  const lang = known(language);
  const [dayjsName, loadDayjs] = dayjsLocales[lang];
  const [antd] = await Promise.all([antdLocales[lang](), loadDayjs()]);
  loaded.set(lang, antd.default);
  dayjs.locale(dayjsName);
  document.documentElement.lang = lang;
  return antd.default;
}

/**
 * antd and dayjs follow the i18next language together, without a reload. main.tsx loads the first locale before
 * the first render: antd's ConfigProvider wraps its children differently once a locale is set, so a locale arriving
 * later would mount the whole app a second time.
 */
export function useAntdLocale(): Locale | undefined {
  const { i18n } = useTranslation();
  const [locale, setLocale] = useState<Locale | undefined>(() => loaded.get(known(i18n.language)));
  useEffect(() => {
    let live = true;
    void loadAntdLocale(i18n.language).then((next) => live && setLocale(next));
    return () => {
      live = false;
    };
  }, [i18n.language]);
  return locale;
}
