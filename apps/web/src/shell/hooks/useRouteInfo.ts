import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveRoute, type ResolvedRoute } from '../routes/resolve-route';
import { useMenus } from './useMenus';

/** Resolves paths against the granted menus and gives each route its title in the current language. */
export function useRouteInfo() {
  const { routes, menuTitle } = useMenus();
  const { t } = useTranslation('routes');
  const resolve = useCallback((pathname: string) => resolveRoute(pathname, routes), [routes]);
  const titleOf = useCallback(
    (route: ResolvedRoute) => {
      if (route.kind !== 'page') return '';
      if (route.titleKey) return t(route.titleKey);
      return route.menu ? menuTitle(route.menu) : route.segment;
    },
    [menuTitle, t],
  );
  return { resolve, titleOf };
}
