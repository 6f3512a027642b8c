/**
 * The component harness (e2e/components-harness.e2e.ts): one shared component of apps/web mounted alone, with the
 * providers the app gives every screen, in the scenario and language the address names —
 * `?case=single-select&lang=zh-CN`. Served by Vite's dev server from e2e/support/harness.ts, never built with the app.
 */
import { IconProvider } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadCatalogues, switchLanguage } from '../../apps/web/src/locales/i18n';
import type { Language } from '../../apps/web/src/locales/languages';
import PageProviders from '../../apps/web/src/shell/layout/PageProviders';
import { useAntdLocale, loadAntdLocale } from '../../apps/web/src/shell/useAntdLocale';
import { TABLE_CASES } from './table-cases';
import { UploadCase } from './upload-case';
import { AssemblyCase } from './assembly-case';

const CASES: Record<string, () => ReactNode> = {
  ...TABLE_CASES,
  upload: () => <UploadCase />,
  assembly: () => <AssemblyCase />,
};

const query = new URLSearchParams(location.search);
const language = (query.get('lang') ?? 'en') as Language;
const chosen = CASES[query.get('case') ?? ''];

/** As App.tsx: antd in the app's language, icons without styles of their own, no dialog closing on a mask click. */
function Harness({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  return (
    <ConfigProvider locale={locale} modal={{ mask: { closable: false } }}>
      <IconProvider value={{ zeroRuntime: true }}>
        <PageProviders>{children}</PageProviders>
      </IconProvider>
    </ConfigProvider>
  );
}

// Every catalogue of the language (as the layout's route loader does), and antd's locale, before the first render.
void loadCatalogues('all')
  .then(() => Promise.all([switchLanguage(language), loadAntdLocale(language)]))
  .then(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Harness>
          <main data-testid="harness" data-case={query.get('case')} style={{ padding: 16 }}>
            {chosen ? chosen() : `no case ${query.get('case')}; known: ${Object.keys(CASES).join(', ')}`}
          </main>
        </Harness>
      </StrictMode>,
    );
  });
