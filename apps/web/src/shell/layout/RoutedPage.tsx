import { Spin } from 'antd';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { useRouteInfo } from '../hooks/useRouteInfo';
import { pageComponent } from '../routes/page-registry';

/** One tab's page: its registered screen (lazy); a route without a page file ends at the 404 page. */
export default function RoutedPage() {
  const location = useLocation();
  const { resolve } = useRouteInfo();
  const route = resolve(location.pathname);
  if (route.kind !== 'page') return null;
  const Page = pageComponent(route.segment) ?? pageComponent('404');
  return (
    <div data-testid="routed-page" data-path={route.path}>
      {Page && (
        <Suspense fallback={<Spin style={{ display: 'block', margin: '64px auto' }} />}>
          <Page />
        </Suspense>
      )}
    </div>
  );
}
