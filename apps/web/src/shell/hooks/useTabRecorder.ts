import { useContext, useEffect, useEffectEvent } from 'react';
import { UNSAFE_DataRouterContext, type Location } from 'react-router';
import { tagsStore } from '../../stores/tags-view';
import { DASHBOARD_PATH } from '../routes/fixed-routes';
import type { ResolvedRoute } from '../routes/resolve-route';

/**
 * Gives every page navigated to its tab (spec 01 §2.7), as vue-element-admin's tags-view does on each route change.
 * It listens to the router itself, not to renders: a page left again before React drew it (a quick second click
 * while its code loads) still gets its tab. The tab strip follows one frame later, so the page is painted first.
 */
export function useTabRecorder(resolve: (pathname: string) => ResolvedRoute): void {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const resolveNow = useEffectEvent(resolve);

  useEffect(() => {
    tagsStore.addAffix(DASHBOARD_PATH);
    if (!router) return undefined;
    const frames = new Set<number>();
    let last: Location | null = null;
    const record = (location: Location) => {
      if (location === last) return;
      last = location;
      const route = resolveNow(location.pathname);
      if (route.kind !== 'page') return;
      const frame = requestAnimationFrame(() => {
        frames.delete(frame);
        tagsStore.visit(location, route.affix);
      });
      frames.add(frame);
    };
    record(router.state.location);
    const unsubscribe = router.subscribe((state) => record(state.location));
    return () => {
      unsubscribe();
      frames.forEach(cancelAnimationFrame);
    };
  }, [router]);
}
