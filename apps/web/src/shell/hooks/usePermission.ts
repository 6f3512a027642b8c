import { useCallback } from 'react';
import { useRouteInfo } from './useRouteInfo';

/**
 * Spec 01 §6: a path may be opened when its first segment is a granted menu (or a sub-page of one);
 * its auth code is that menu's, which the server checks again on every call.
 */
export function usePermission() {
  const { resolve } = useRouteInfo();
  const canOpen = useCallback((path: string) => resolve(path.split('?')[0]!).kind !== 'not-found', [resolve]);
  const authCodeOf = useCallback(
    (path: string) => {
      const route = resolve(path.split('?')[0]!);
      return route.kind === 'page' ? route.authCode : null;
    },
    [resolve],
  );
  return { canOpen, authCodeOf };
}
