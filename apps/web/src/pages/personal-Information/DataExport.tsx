import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../locales/format';
import { fetchLatestExport, requestExport } from './privacy-api';

const KEY = ['profile', 'privacy', 'export'];

/** "Download my data": ask for an archive, watch the job prepare it, download it while its 24-hour link lasts. */
export default function DataExport() {
  const { t } = useTranslation('privacy');
  const { message } = App.useApp();
  const client = useQueryClient();
  const latest = useQuery({
    queryKey: KEY,
    queryFn: fetchLatestExport,
    refetchInterval: (query) => (query.state.data?.latest?.status === 'preparing' ? 2000 : false),
  });
  const ask = useMutation({
    mutationFn: requestExport,
    onSuccess: () => {
      void message.success(t('export.requested'));
      void client.invalidateQueries({ queryKey: KEY });
    },
  });
  const archive = latest.data?.latest;
  const state = !archive ? null : archive.expired ? 'expired' : archive.status;

  return (
    <Flex vertical gap="small" align="start" data-testid="data-export">
      <Typography.Title level={5}>{t('export.title')}</Typography.Title>
      <Typography.Text type="secondary">{t('export.intro')}</Typography.Text>
      {archive && state && (
        <Flex gap="small" align="center" wrap>
          <Tag
            color={state === 'ready' ? 'green' : state === 'preparing' ? 'blue' : undefined}
            data-testid="data-export-state"
          >
            {t(`export.states.${state}`)}
          </Tag>
          <Typography.Text>{t('export.requestedAt', { at: formatDateTime(archive.requested_at) })}</Typography.Text>
          {state === 'ready' && archive.expires_at && (
            <Typography.Text>{t('export.validUntil', { at: formatDateTime(archive.expires_at) })}</Typography.Text>
          )}
        </Flex>
      )}
      <Flex gap="small" wrap>
        {archive?.download_url && (
          <Button type="primary" href={archive.download_url} download data-testid="data-export-download">
            {t('export.download')}
          </Button>
        )}
        <Button
          onClick={() => ask.mutate()}
          loading={ask.isPending || state === 'preparing'}
          data-testid="data-export-request"
        >
          {archive ? t('export.again') : t('export.request')}
        </Button>
      </Flex>
    </Flex>
  );
}
