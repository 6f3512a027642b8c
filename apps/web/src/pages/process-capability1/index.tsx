import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CapabilityTableView, getCapability } from '../../features/capability';

/**
 * The public process capability page (spec 01 §2.2, no sign-in): generated from a factory's capability table —
 * `?merchant=<uid>` names the factory, else the first that publishes one — in the reader's language.
 */
export default function ProcessCapabilityPage() {
  const { t } = useTranslation('capability');
  const [params] = useSearchParams();
  const merchant = params.get('merchant') ?? undefined;
  const table = useQuery({
    queryKey: ['capability', merchant ?? ''],
    queryFn: () => getCapability(merchant),
    retry: false,
  });
  if (table.isLoading) return <Spin />;
  if (!table.data) return <Empty description={t('page.none')} />;
  return (
    <Card
      title={<span data-testid="capability-title">{t('page.title')}</span>}
      style={{ maxWidth: 960, margin: '24px auto' }}
    >
      <Typography.Paragraph>{t('page.intro', { factory: table.data.merchant.name })}</Typography.Paragraph>
      <CapabilityTableView table={table.data} />
    </Card>
  );
}
