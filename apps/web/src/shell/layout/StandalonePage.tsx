import { Spin } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { pageComponent } from '../routes/page-registry';
import ComingLater from './ComingLater';
import PageProviders from './PageProviders';

/** A fixed route outside the layout (print pages, login help, public pages): its page file, or the coming-later state. */
export default function StandalonePage({ segment }: { segment: string }) {
  const { t } = useTranslation('routes');
  const Page = pageComponent(segment);
  return (
    <PageProviders>
      <div style={{ padding: 24 }} data-testid="standalone-page">
        {Page ? (
          <Suspense fallback={<Spin />}>
            <Page />
          </Suspense>
        ) : (
          <ComingLater title={t(segment)} segment={segment} />
        )}
      </div>
    </PageProviders>
  );
}
