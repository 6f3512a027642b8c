import { Spin } from 'antd';
import { Suspense } from 'react';
import { pageComponent } from '../routes/page-registry';
import PageProviders from './PageProviders';

/** A fixed route outside the layout (print pages, login help, public pages): its page file, else the 404 page. */
export default function StandalonePage({ segment }: { segment: string }) {
  const Page = pageComponent(segment) ?? pageComponent('404');
  return (
    <PageProviders>
      <div style={{ padding: 24 }} data-testid="standalone-page">
        {Page && (
          <Suspense fallback={<Spin />}>
            <Page />
          </Suspense>
        )}
      </div>
    </PageProviders>
  );
}
