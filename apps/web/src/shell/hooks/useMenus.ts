import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from '../../api/session';
import { useSession } from '../../stores/session';
import { buildMenuTree, type MenuNode } from '../routes/menu-tree';
import { routeTable } from '../routes/resolve-route';

const NO_MENUS: MenuEntry[] = [];

/** The granted menus, the sidebar tree and the route table built from them, and menu names in the current language. */
export function useMenus() {
  const { authInfo } = useSession();
  const { i18n } = useTranslation();
  const menus = authInfo?.menus ?? NO_MENUS;
  const tree: MenuNode[] = useMemo(() => buildMenuTree(menus), [menus]);
  const routes = useMemo(() => routeTable(menus), [menus]);
  const language = i18n.language;
  const menuTitle = useMemo(() => (menu: MenuEntry) => menu.menu_names?.[language] ?? menu.menu_name, [language]);
  return { menus, tree, routes, menuTitle };
}
