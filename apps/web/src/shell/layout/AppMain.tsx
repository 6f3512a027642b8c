import { Activity } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useCachedPages, type CachedPage } from '../../stores/tags-view';
import { useRouteInfo } from '../hooks/useRouteInfo';
import { useTabRecorder } from '../hooks/useTabRecorder';
import KeptPage from './KeptPage';

/**
 * The routed content. Every open tab's page stays mounted inside <Activity>, hidden when not shown, so it keeps
 * its state; each gets the location it was opened with (KeptPage), so a hidden page never reacts to — nor
 * re-renders for — another tab's address. Closing a tab drops its page; refreshing it changes its key.
 */
export default function AppMain() {
  const location = useLocation();
  const { resolve } = useRouteInfo();
  const cached = useCachedPages();
  const route = resolve(location.pathname);
  const isPage = route.kind === 'page';

  useTabRecorder(resolve);

  const entries: CachedPage[] = cached.map((c) =>
    c.path === location.pathname && c.location !== location ? { ...c, location } : c,
  );
  if (isPage && !entries.some((c) => c.path === location.pathname))
    entries.push({ path: location.pathname, location, version: 0 });
  entries.sort((a, b) => a.path.localeCompare(b.path));

  return (
    <>
      {route.kind === 'redirect' && <Navigate to={route.to + location.search + location.hash} replace />}
      {route.kind === 'not-found' && <Navigate to="/404" replace />}
      {entries.map((entry) => (
        <Activity
          key={`${entry.path}#${entry.version}`}
          mode={isPage && entry.path === location.pathname ? 'visible' : 'hidden'}
        >
          <KeptPage location={entry.location} />
        </Activity>
      ))}
    </>
  );
}
