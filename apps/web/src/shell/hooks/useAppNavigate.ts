import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, type To } from 'react-router';

export interface AppNavigateOptions {
  replace?: boolean;
  state?: unknown;
  /**
   * Render the new page in this task (ReactDOM.flushSync) instead of a React transition: for a click on a menu entry
   * or a tab, whose page should be painted in the next frame rather than rendered in 5 ms slices between frames.
   */
  flushSync?: boolean;
}

/**
 * `navigate` for the shell, without the re-render `useNavigate()` costs: react-router's hook reads the route context,
 * which changes on every navigation, so each navbar or tab-strip part using it would re-render on every menu click.
 * This one reads only the router, which never changes. Paths are absolute (the shell never navigates relatively).
 */
export function useAppNavigate(): (to: To, options?: AppNavigateOptions) => void {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  if (!router) throw new Error('useAppNavigate needs the data router (RouterProvider)');
  return useCallback((to: To, options?: AppNavigateOptions) => void router.navigate(to, options), [router]);
}
