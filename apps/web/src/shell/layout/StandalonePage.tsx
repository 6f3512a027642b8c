import { Spin } from 'antd';
import { Suspense } from 'react';
import { pageComponent } from '../routes/page-registry';
import PageProviders from './PageProviders';

/**
 * For the router: a standalone page's code fetched before it renders. Through this chunk rather than an import of the
 * registry on its own, which would change how the build splits antd's code (and add files to the login page).
 */
export { preloadPage } from '../routes/page-registry';

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
