import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useMenus } from '../hooks/useMenus';
import { useRouteInfo } from '../hooks/useRouteInfo';
import { ancestorsOf, linkOf } from '../routes/menu-tree';

const FLAGS = ['view', 'edit', 'add'] as const;

/**
 * Spec 01 §2.6: starts with the workbench and follows the menu parent chain; the last crumb gets the suffix
 * detail / edit / add when the query flag is view / edit / add.
 */
export default function Breadcrumbs() {
  const { pathname, search } = useLocation();
  const { menus, menuTitle, routes } = useMenus();
  const { resolve, titleOf } = useRouteInfo();
  const { t } = useTranslation('shell');
  const route = resolve(pathname);
  const workbench = routes.get('collaborative-workbench');
  const crumbs: { title: string; to?: string }[] = [
    { title: workbench ? menuTitle(workbench) : t('workbench'), to: '/dashboard' },
  ];
  if (route.kind === 'page' && route.segment !== 'dashboard') {
    const chain = route.menu ? ancestorsOf(route.menu, menus) : [];
    for (const menu of chain) crumbs.push({ title: menuTitle(menu), to: linkOf(menu) ?? undefined });
    if (route.titleKey) crumbs.push({ title: titleOf(route) });
  }
  const flag = new URLSearchParams(search).get('flag');
  const last = crumbs.at(-1)!;
  if ((FLAGS as readonly string[]).includes(flag ?? '')) last.title = t(`flag.${flag}`, { title: last.title });
  return (
    <Breadcrumb
      data-testid="breadcrumb"
      items={crumbs.map((c, i) => ({
        title: c.to && i < crumbs.length - 1 ? <Link to={c.to}>{c.title}</Link> : c.title,
      }))}
    />
  );
}
