import { Layout, theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
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

const SettingsDrawer = lazy(() => import('../settings/SettingsDrawer'));

/** The shell (spec 01 §2.6): sidebar on the left; navbar and tab strip on top; the routed pages below. */
export default function MainLayout() {
  const { tagsView, fixedHeader } = useSettings();
  const { routes } = useMenus();
  const { token } = theme.useToken();
  const [settingsOpen, setSettingsOpen] = useState(false);
  useResponsiveSidebar();
  usePageTitle();
  return (
    <PageProviders>
      <Layout style={{ minHeight: '100vh' }} data-testid="main-layout">
        <Sidebar />
        <Layout>
          <div style={fixedHeader ? { position: 'sticky', top: 0, zIndex: 20 } : undefined} data-testid="app-header">
            <Navbar onSettings={() => setSettingsOpen(true)} />
            {tagsView && <TagsView />}
          </div>
          <Layout.Content style={{ padding: token.padding, minWidth: 0 }}>
            <AppMain />
          </Layout.Content>
        </Layout>
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
