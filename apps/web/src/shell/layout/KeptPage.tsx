import { memo, useMemo } from 'react';
import {
  NavigationType,
  Route,
  Routes,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
  type Location,
} from 'react-router';
import RoutedPage from './RoutedPage';

const ROOT_ROUTE = { outlet: null, matches: [], isDataRoute: false };

/**
 * One kept-alive page, fenced off from the router's changing contexts: it sees only the location its tab was opened
 * with, so another tab's navigation does not re-render it (a hidden page costs nothing on a menu click).
 */
function KeptPage({ location }: { location: Location }) {
  const locationContext = useMemo(() => ({ location, navigationType: NavigationType.Pop }), [location]);
  return (
    <UNSAFE_RouteContext.Provider value={ROOT_ROUTE}>
      <UNSAFE_LocationContext.Provider value={locationContext}>
        <Routes location={location}>
          <Route path="*" element={<RoutedPage />} />
        </Routes>
      </UNSAFE_LocationContext.Provider>
    </UNSAFE_RouteContext.Provider>
  );
}

/**
 * The same address is the same page: a location object made again for it (the router's and the tab record's copies
 * differ; a menu click on an open tab makes a new one) neither re-renders the page nor anything in it. Pages read the
 * path, query, hash and state — never the history key.
 */
const sameAddress = (a: { location: Location }, b: { location: Location }) =>
  a.location === b.location ||
  (a.location.pathname === b.location.pathname &&
    a.location.search === b.location.search &&
    a.location.hash === b.location.hash &&
    a.location.state === b.location.state);

export default memo(KeptPage, sameAddress);
