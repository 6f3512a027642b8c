import { Spin } from 'antd';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { useRouteInfo } from '../hooks/useRouteInfo';
import { pageComponent } from '../routes/page-registry';
import ComingLater from './ComingLater';

/** One tab's page: its registered screen (lazy), or the honest coming-later state when none exists yet. */
export default function RoutedPage() {
  const location = useLocation();
  const { resolve, titleOf } = useRouteInfo();
  const route = resolve(location.pathname);
  if (route.kind !== 'page') return null;
  const Page = pageComponent(route.segment);
  return (
    <div data-testid="routed-page" data-path={route.path}>
      {Page ? (
        <Suspense fallback={<Spin style={{ display: 'block', margin: '64px auto' }} />}>
          <Page />
        </Suspense>
      ) : (
        <ComingLater title={titleOf(route)} segment={route.segment} />
      )}
    </div>
  );
}
