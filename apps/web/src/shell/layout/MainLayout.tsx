import { Layout, theme } from 'antd';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useSettings } from '../../stores/settings';
import AppMain from './AppMain';
import PageProviders from './PageProviders';
import BiddingNotice from '../bidding/BiddingNotice';
import { useMenus } from '../hooks/useMenus';
import Navbar from '../navbar/Navbar';
import SessionWatch from '../session/SessionWatch';
import Sidebar from '../sidebar/Sidebar';
import TagsView from '../tags-view/TagsView';
import { usePageTitle } from './usePageTitle';
import { useResponsiveSidebar } from './useResponsiveSidebar';
import { usePreloadPages } from './usePreloadPages';

/**
 * What follows the address outside the routed pages (the document title, the mobile sidebar closing), and the
 * prefetch of the granted screens: a component of its own, so a navigation re-renders it — not the whole layout.
 */
function RouteEffects() {
  useResponsiveSidebar();
  usePageTitle();
  usePreloadPages();
  return null;
}

const SettingsDrawer = lazy(() => import('../settings/SettingsDrawer'));

/**
 * The shell (spec 01 §2.6): sidebar on the left; navbar and tab strip on top; the routed pages below.
 * It does not read the location itself, so a menu click re-renders only the parts that show the address (the sidebar's
 * selection, the breadcrumb, the tab strip, the routed pages) — not the navbar, the dialogs and everything else.
 */
export default function MainLayout() {
  const { tagsView, fixedHeader } = useSettings();
  const { routes } = useMenus();
  const { token } = theme.useToken();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const openSettings = useCallback(() => setSettingsOpen(true), []);
  return (
    <PageProviders>
      <Layout style={{ minHeight: '100vh' }} data-testid="main-layout">
        <Sidebar />
        <Layout>
          <div style={fixedHeader ? { position: 'sticky', top: 0, zIndex: 20 } : undefined} data-testid="app-header">
            <Navbar onSettings={openSettings} />
            {tagsView && <TagsView />}
          </div>
          <Layout.Content style={{ padding: token.padding, minWidth: 0 }}>
            <AppMain />
          </Layout.Content>
        </Layout>
        <RouteEffects />
        <SessionWatch />
        {routes.has('purchasing-manage') && <BiddingNotice />}
        {settingsOpen && (
          <Suspense>
            <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
          </Suspense>
        )}
      </Layout>
    </PageProviders>
  );
}
