import { IconProvider } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import 'antd/dist/antd.css';
// react-router/dom's provider can render a navigation with ReactDOM.flushSync (menu and tab clicks ask for it).
import { RouterProvider } from 'react-router/dom';
import { router } from './router';
import ApiErrorToasts from './shell/system/ApiErrorToasts';
import { ToastProvider } from './shell/system/toast';
import VersionCheck from './shell/system/VersionCheck';
import { useAntdLocale } from './shell/useAntdLocale';
import { useReducedMotion } from './shell/useReducedMotion';
import { useSettings } from './stores/settings';

/**
 * Icons add no style of their own: antd's ConfigProvider writes the same icon rules (.anticon, the spin keyframes)
 * once, while each icon would otherwise look its style tag up in <head> and compare its text as it mounts — and again
 * each time its kept page is shown (tens of icons on a page with a table).
 */
const ICONS = { zeroRuntime: true };

/** A table wider than its place (a phone, 390 px) scrolls sideways inside its own frame; the page never does. */
const TABLES = { styles: { content: { overflowX: 'auto' as const } } };

/**
 * antd follows the language, the chosen theme colour and the system's reduced-motion setting; no dialog closes on a mask click (spec 01 §9); tables scroll
 * inside their frame.
 * antd's App context and TanStack Query come with the layout and standalone pages (shell/layout/PageProviders).
 */
export default function App() {
  const locale = useAntdLocale();
  const { theme } = useSettings();
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider
      locale={locale}
      theme={{ zeroRuntime: true, token: { colorPrimary: theme, motion: !reducedMotion } }}
      modal={{ mask: { closable: false } }}
      table={TABLES}
    >
      <IconProvider value={ICONS}>
        <ToastProvider>
          <ApiErrorToasts />
          <VersionCheck />
          <RouterProvider router={router} />
        </ToastProvider>
      </IconProvider>
    </ConfigProvider>
  );
}
