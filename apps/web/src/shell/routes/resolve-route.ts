import type { MenuEntry } from '../../api/session';
import { DASHBOARD_PATH, SHELL_PAGES, WORKBENCH_MENU } from './fixed-routes';
import { SUB_PAGES } from './sub-pages';

/** What the shell shows for a path inside the layout. */
export type ResolvedRoute =
  | { kind: 'redirect'; to: string }
  | {
      kind: 'page';
      path: string;
      segment: string;
      menu: MenuEntry | null;
      titleKey: string | null;
      authCode: number | null;
      affix: boolean;
    }
  | { kind: 'not-found' };

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/** The granted menus by package_url: the routes of spec 01 §2.1 ("routes are built from the menu list"). */
export function routeTable(menus: readonly MenuEntry[]): Map<string, MenuEntry> {
  return new Map(menus.filter((m) => m.package_url && !isExternal(m.package_url)).map((m) => [m.package_url!, m]));
}

function page(
  segment: string,
  menu: MenuEntry | null,
  titleKey: string | null,
  authCode: number | null,
  affix = false,
): ResolvedRoute {
  const path = segment === 'dashboard' ? DASHBOARD_PATH : `/${segment}/index`;
  return { kind: 'page', path, segment, menu, titleKey, authCode, affix };
}

/**
 * Spec 01 §2.1: `/` → /dashboard; `/{package_url}` → `/{package_url}/index`; the auth code comes from the menu of
 * the first path segment, a sub-page inherits its parent's; anything else (unknown, or not granted) is not found.
 */
export function resolveRoute(pathname: string, routes: ReadonlyMap<string, MenuEntry>): ResolvedRoute {
  const segments = pathname.split('/').filter(Boolean);
  const [first, second, ...rest] = segments;
  if (!first) return { kind: 'redirect', to: DASHBOARD_PATH };
  if (first === 'redirect') return { kind: 'redirect', to: `/${segments.slice(1).join('/')}` };
  if (rest.length || (second !== undefined && second !== 'index')) return { kind: 'not-found' };
  const workbench = routes.get(WORKBENCH_MENU) ?? null;
  if (first === 'dashboard' || first === WORKBENCH_MENU) {
    if (first === WORKBENCH_MENU || second) return { kind: 'redirect', to: DASHBOARD_PATH };
    return page('dashboard', workbench, workbench ? null : 'dashboard', workbench?.auth_code ?? null, true);
  }
  let found: ResolvedRoute = { kind: 'not-found' };
  const menu = routes.get(first);
  if (menu) found = page(first, menu, null, menu.auth_code);
  else if ((SHELL_PAGES as readonly string[]).includes(first)) found = page(first, null, first, null);
  else {
    const parent = SUB_PAGES.get(first)
      ?.parents.map((p) => routes.get(p))
      .find(Boolean);
    if (parent) found = page(first, parent, first, parent.auth_code);
  }
  if (found.kind === 'page' && second === undefined) return { kind: 'redirect', to: found.path };
  return found;
}

/** The menu a route belongs to (a sub-page's parent), for the breadcrumb and the sidebar's selection. */
export function menuOf(route: ResolvedRoute): MenuEntry | null {
  return route.kind === 'page' ? route.menu : null;
}
