import type { MenuEntry } from '../../api/session';
import { DASHBOARD_PATH, WORKBENCH_MENU } from './fixed-routes';

export interface MenuNode {
  menu: MenuEntry;
  /** Where the entry links to: `/{package_url}`, `/dashboard` for the workbench, or an external http address. */
  link: string | null;
  external: boolean;
  children: MenuNode[];
}

export function linkOf(menu: MenuEntry): string | null {
  if (!menu.package_url) return null;
  if (/^https?:\/\//i.test(menu.package_url)) return menu.package_url;
  return menu.package_url === WORKBENCH_MENU ? DASHBOARD_PATH : `/${menu.package_url}`;
}

/** Spec 01 §2.1: the sidebar tree by parent_no / menu_no, in the server's order, hidden entries and empty groups skipped. */
export function buildMenuTree(menus: readonly MenuEntry[]): MenuNode[] {
  const visible = menus.filter((m) => m.is_show);
  const known = new Set(visible.map((m) => m.menu_no));
  const build = (parent: number): MenuNode[] =>
    visible
      .filter((m) => m.parent_no === parent || (parent === 0 && !known.has(m.parent_no) && m.parent_no !== 0))
      .map((menu) => {
        const link = linkOf(menu);
        return { menu, link, external: !!link && /^https?:/i.test(link), children: build(menu.menu_no) };
      })
      .filter((node) => node.link || node.children.length);
  return build(0);
}

/** The chain of menus from the top of the tree down to `menu` (for the breadcrumb and the open submenu). */
export function ancestorsOf(menu: MenuEntry, menus: readonly MenuEntry[]): MenuEntry[] {
  const byNo = new Map(menus.map((m) => [m.menu_no, m]));
  const chain: MenuEntry[] = [];
  for (let current: MenuEntry | undefined = menu; current; current = byNo.get(current.parent_no)) {
    if (chain.includes(current)) break;
    chain.unshift(current);
  }
  return chain;
}
