import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../api/session';
import { buildMenuTree, ancestorsOf } from './menu-tree';
import { resolveRoute, routeTable } from './resolve-route';
import routeTitles from '../../locales/en/routes';
import { SHELL_PAGES, STANDALONE_ROUTES } from './fixed-routes';
import { SUB_PAGES } from './sub-pages';

const menu = (
  menu_no: number,
  parent_no: number,
  package_url: string | null,
  auth_code: number,
  is_show = true,
): MenuEntry => ({
  menu_no,
  parent_no,
  package_url,
  auth_code,
  is_show,
  icon: null,
  menu_name: package_url ?? `group ${menu_no}`,
  menu_names: { en: package_url ?? `group ${menu_no}`, 'zh-CN': `菜单${menu_no}` },
});

const menus = [
  menu(100, 0, 'collaborative-workbench', 1),
  menu(1100, 0, null, 0),
  menu(1101, 1100, 'staff-management', 70),
  menu(200, 0, null, 0),
  menu(211, 200, 'purchasing-manage', 12),
  menu(212, 200, 'purchasing-manage-detail', 13, false),
  menu(300, 0, null, 0),
  menu(999, 0, 'https://tools.example.test/extract', 99),
];
const routes = routeTable(menus);

describe('routes built from the menus (spec 01 §2.1)', () => {
  it('/ goes to /dashboard, and the workbench menu links there', () => {
    expect(resolveRoute('/', routes)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(resolveRoute('/collaborative-workbench', routes)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(resolveRoute('/dashboard', routes)).toMatchObject({
      kind: 'page',
      segment: 'dashboard',
      affix: true,
      authCode: 1,
    });
  });

  it('each package_url redirects to its index page, with the auth code of its menu', () => {
    expect(resolveRoute('/staff-management', routes)).toEqual({ kind: 'redirect', to: '/staff-management/index' });
    expect(resolveRoute('/staff-management/index', routes)).toMatchObject({
      kind: 'page',
      segment: 'staff-management',
      authCode: 70,
      titleKey: null,
    });
  });

  it('a sub-page inherits the code of its parent menu and is titled by its own key', () => {
    expect(resolveRoute('/staff-management-son/index', routes)).toMatchObject({
      kind: 'page',
      segment: 'staff-management-son',
      authCode: 70,
      titleKey: 'staff-management-son',
    });
    expect(resolveRoute('/staff-management-staffing', routes)).toEqual({
      kind: 'redirect',
      to: '/staff-management-staffing/index',
    });
  });

  it('a hidden menu still has its route', () => {
    expect(resolveRoute('/purchasing-manage-detail/index', routes)).toMatchObject({ kind: 'page', authCode: 13 });
  });

  it('paths not granted or unknown are not found', () => {
    expect(resolveRoute('/quotation-management/index', routes)).toEqual({ kind: 'not-found' });
    expect(resolveRoute('/purchase-order-detail/index', routes)).toEqual({ kind: 'not-found' });
    expect(resolveRoute('/no-such-screen', routes)).toEqual({ kind: 'not-found' });
    expect(resolveRoute('/staff-management/index/extra', routes)).toEqual({ kind: 'not-found' });
  });

  it('shell pages are open to every signed-in user', () => {
    expect(resolveRoute('/personal-Information/index', routes)).toMatchObject({
      kind: 'page',
      authCode: null,
      titleKey: 'personal-Information',
    });
  });

  it('/redirect/<path> leads back to the path (the refresh helper)', () => {
    expect(resolveRoute('/redirect/staff-management/index', routes)).toEqual({
      kind: 'redirect',
      to: '/staff-management/index',
    });
  });

  it('lists every sub-page of §2.5 with its parents', () => {
    expect(SUB_PAGES.get('online-inquiry')?.parents).toEqual(['online-inquiry-management', 'online-manual-quotation']);
    expect(SUB_PAGES.get('matenal-files-details')?.parents).toEqual(['material-files']);
    expect(SUB_PAGES.size).toBe(43);
  });

  it('gives every sub-page, standalone route and shell page a title', () => {
    const segments = [...SUB_PAGES.keys(), ...STANDALONE_ROUTES, ...SHELL_PAGES, 'dashboard'];
    expect(segments.filter((s) => !(s in routeTitles))).toEqual([]);
  });
});

describe('the sidebar tree (spec 01 §2.1)', () => {
  it('nests by parent_no, skips hidden entries and empty groups, keeps external links', () => {
    const tree = buildMenuTree(menus);
    expect(tree.map((n) => n.menu.menu_no)).toEqual([100, 1100, 200, 999]);
    expect(tree[0]!.link).toBe('/dashboard');
    expect(tree[1]!.children.map((n) => n.link)).toEqual(['/staff-management']);
    expect(tree[2]!.children.map((n) => n.menu.menu_no)).toEqual([211]);
    expect(tree[3]).toMatchObject({ external: true, link: 'https://tools.example.test/extract' });
  });

  it('gives the parent chain of a menu for the breadcrumb', () => {
    expect(ancestorsOf(menus[2]!, menus).map((m) => m.menu_no)).toEqual([1100, 1101]);
  });
});
