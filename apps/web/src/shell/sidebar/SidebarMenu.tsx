import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { MenuEntry } from '../../api/session';
import { useAppNavigate } from '../hooks/useAppNavigate';
import { useMenus } from '../hooks/useMenus';
import { useRouteInfo } from '../hooks/useRouteInfo';
import { ancestorsOf, type MenuNode } from '../routes/menu-tree';
import { preloadPage } from '../routes/page-registry';
import { MenuIcon } from './MenuIcon';

type Item = Required<MenuProps>['items'][number];

/** Starts loading the screen behind a menu entry (when it has one), so that its first visit does not wait for it. */
function preloadEntry(node: MenuNode): void {
  const segment = node.menu.package_url;
  if (segment && !node.external) void preloadPage(segment === 'collaborative-workbench' ? 'dashboard' : segment);
}

/** A menu entry as antd's Menu item: icon, title (a hover starts loading its screen), children. */
function toItem(node: MenuNode, menuTitle: (menu: MenuEntry) => string, top = false): Item {
  const key = String(node.menu.menu_no);
  const segment = node.menu.package_url ?? '';
  const label = (
    <span
      data-testid={`menu-${segment || key}`}
      data-top={top ? '1' : undefined}
      onMouseEnter={() => preloadEntry(node)}
    >
      {menuTitle(node.menu)}
    </span>
  );
  const icon = <MenuIcon name={node.menu.icon} />;
  if (node.children.length)
    return { key, icon, label, children: node.children.map((child) => toItem(child, menuTitle)) };
  return { key, icon, label };
}

/** The menu tree of the granted menus; one submenu open at a time; external links open a new browser tab. */
export default function SidebarMenu({ collapsed }: { collapsed: boolean }) {
  const { menus, tree, menuTitle } = useMenus();
  const { resolve } = useRouteInfo();
  const location = useLocation();
  const navigate = useAppNavigate();
  const route = resolve(location.pathname);
  const current = route.kind === 'page' ? route.menu : null;
  const chain = useMemo(
    () => (current ? ancestorsOf(current, menus).map((m) => String(m.menu_no)) : []),
    [current, menus],
  );
  const [openKeys, setOpenKeys] = useState<string[]>(collapsed ? [] : chain.slice(0, -1));

  /** The open submenu follows the page shown; when it is already open (a click inside it), it stays as it is. */
  const [followed, setFollowed] = useState({ chain, collapsed });
  if (followed.chain !== chain || followed.collapsed !== collapsed) {
    setFollowed({ chain, collapsed });
    const wanted = collapsed ? [] : chain.slice(0, -1);
    setOpenKeys((keys) => (keys.join() === wanted.join() ? keys : wanted));
  }

  const links = useMemo(() => {
    const map = new Map<string, MenuNode>();
    const walk = (nodes: MenuNode[]) => nodes.forEach((n) => (map.set(String(n.menu.menu_no), n), walk(n.children)));
    walk(tree);
    return map;
  }, [tree]);

  const items = useMemo(() => tree.map((node) => toItem(node, menuTitle, true)), [tree, menuTitle]);

  /** Only one submenu open at a time: the newly opened one and the chain above it. Its entries' screens start loading. */
  const onOpenChange = (keys: string[]) => {
    const opened = keys.find((k) => !openKeys.includes(k));
    if (!opened) return setOpenKeys(keys);
    const node = links.get(opened);
    node?.children.forEach(preloadEntry);
    setOpenKeys(node ? ancestorsOf(node.menu, menus).map((m) => String(m.menu_no)) : [opened]);
  };

  /** Goes straight to where /{package_url} redirects (its /index page): one navigation, one render. */
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const node = links.get(key);
    if (!node?.link) return;
    if (node.external) return void window.open(node.link, '_blank', 'noopener');
    const target = resolve(node.link);
    navigate(target.kind === 'redirect' ? target.to : node.link, { flushSync: true });
  };

  return (
    <Menu
      theme="dark"
      mode="inline"
      inlineCollapsed={collapsed}
      items={items}
      selectedKeys={chain.slice(-1)}
      openKeys={openKeys}
      onOpenChange={onOpenChange}
      onClick={onClick}
      // Item tooltips only show the title of a collapsed sidebar's icons; expanded, each would be one more component
      // re-rendered on every navigation, for nothing.
      tooltip={collapsed ? undefined : false}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
