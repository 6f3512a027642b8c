import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import i18n, { loadCatalogues } from './locales/i18n';
import { loadAntdLocale } from './shell/useAntdLocale';
import { startEarly } from './shell/routes/early-start';
import { takeStartupSecret } from './shell/session/startup-secret';
import { loadRuntimeConfig } from './shell/system/runtime-config';
import { dropTimerId } from './stores/stored-values';

document.body.style.margin = '0';
takeStartupSecret();
// A timer id kept by the page before a reload names no timer of this one.
dropTimerId();
void loadRuntimeConfig();

/** The detected language's catalogues and antd locale first, so the first paint is in the right language (and final). */
const firstPaint = Promise.all([loadCatalogues('core'), loadAntdLocale(i18n.language)]);
startEarly(window.location);
void firstPaint
  .catch(() => i18n.changeLanguage('en'))
  .finally(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
