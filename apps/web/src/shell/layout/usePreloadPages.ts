import { useEffect } from 'react';
import { useMenus } from '../hooks/useMenus';
import { hasPage, preloadPage } from '../routes/page-registry';

/**
 * How long after sign-in (the layout shown) it starts: the workbench loads and becomes interactive first, with only
 * its own code (bench/web-bundle.ts measures that); the prefetch comes after, in idle time.
 */
const START_AFTER_MS = 3_000;

const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 5_000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 50);
  return () => clearTimeout(handle);
};

/**
 * After sign-in, the code of every granted screen is fetched in idle time, one screen at a time, so that a first
 * visit does not wait for its chunk (nor show the page's loading state). Opening a sidebar group or hovering an entry
 * loads those screens at once, for a click that comes first. Nothing is fetched for a screen that has no page file,
 * nor for a menu not granted.
 */
export function usePreloadPages(): void {
  const { routes } = useMenus();
  useEffect(() => {
    const queue = [...routes.keys()].filter(hasPage);
    let stopped = false;
    let cancel = () => {};
    const next = () => {
      const segment = queue.shift();
      if (stopped || !segment) return;
      void preloadPage(segment).then(() => {
        if (!stopped) cancel = whenIdle(next);
      });
    };
    const timer = setTimeout(() => (cancel = whenIdle(next)), START_AFTER_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
      cancel();
    };
  }, [routes]);
}
