import { SIDEBAR_WIDTH_PX } from '@pcbunion/core';
import { Layout, theme } from 'antd';
import { appStore, useDevice, useSidebar } from '../../stores/app';
import { useSettings } from '../../stores/settings';
import SidebarLogo from './SidebarLogo';
import SidebarMenu from './SidebarMenu';

/** Left sidebar, 210 px; collapsed to icons on a desktop, hidden (with a closing mask when open) on mobile. */
export default function Sidebar() {
  const sidebar = useSidebar();
  const mobile = useDevice() === 'mobile';
  const { sidebarLogo } = useSettings();
  const { token } = theme.useToken();
  const collapsed = !sidebar.opened;
  return (
    <>
      {mobile && sidebar.opened && (
        <div
          data-testid="sidebar-mask"
          onClick={() => appStore.closeSidebar(false)}
          style={{ position: 'fixed', inset: 0, background: token.colorBgMask, zIndex: 999 }}
        />
      )}
      <Layout.Sider
        data-testid="sidebar"
        data-collapsed={collapsed ? '1' : '0'}
        width={SIDEBAR_WIDTH_PX}
        collapsed={collapsed}
        collapsedWidth={mobile ? 0 : 64}
        trigger={null}
        style={{
          position: mobile ? 'fixed' : 'sticky',
          top: 0,
          left: 0,
          height: '100vh',
          zIndex: mobile ? 1000 : 10,
          overflowY: 'auto',
          transition: sidebar.withoutAnimation ? 'none' : undefined,
        }}
      >
        {sidebarLogo && <SidebarLogo collapsed={collapsed} />}
        <SidebarMenu collapsed={collapsed} />
      </Layout.Sider>
    </>
  );
}
