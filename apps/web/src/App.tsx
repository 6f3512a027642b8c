import { ConfigProvider } from 'antd';
// react-router/dom's provider can render a navigation with ReactDOM.flushSync (menu and tab clicks ask for it).
import { RouterProvider } from 'react-router/dom';
import { router } from './router';
import ApiErrorToasts from './shell/system/ApiErrorToasts';
import { ToastProvider } from './shell/system/toast';
import VersionCheck from './shell/system/VersionCheck';
import { useAntdLocale } from './shell/useAntdLocale';
import { useSettings } from './stores/settings';

/**
 * antd follows the language and the chosen theme colour; no dialog closes on a mask click (spec 01 §9).
 * antd's App context and TanStack Query come with the layout and standalone pages (shell/layout/PageProviders).
 */
export default function App() {
  const locale = useAntdLocale();
  const { theme } = useSettings();
  return (
    <ConfigProvider locale={locale} theme={{ token: { colorPrimary: theme } }} modal={{ mask: { closable: false } }}>
      <ToastProvider>
        <ApiErrorToasts />
        <VersionCheck />
        <RouterProvider router={router} />
      </ToastProvider>
    </ConfigProvider>
  );
}
