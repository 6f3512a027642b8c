import { memo, useMemo } from 'react';
import { NavigationType, Route, Routes, UNSAFE_LocationContext, UNSAFE_RouteContext, type Location } from 'react-router';
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

export default memo(KeptPage);
