import { useQuery } from '@tanstack/react-query';
import { Card, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '../../api/contract';
import { get } from '../../api/http';
import { formatDateTime } from '../../locales/format';

type SignIn = Schemas['SignIn'];

/** "Sign-in history" on the personal profile (issue 33): the account's last 100 sign-ins and why any failed. */
export default function SignInHistoryCard() {
  const { t } = useTranslation('profile');
  const history = useQuery({
    queryKey: ['profile', 'sign-ins'],
    queryFn: () => get<{ data: SignIn[]; total: number }>('profile/sign-ins'),
  });
  const unknown = t('signIns.unknown');

  return (
    <Card title={t('signIns.title')} data-testid="sign-in-history">
      <Typography.Paragraph type="secondary">{t('signIns.intro')}</Typography.Paragraph>
      <Table<SignIn>
        rowKey="id"
        size="small"
        loading={history.isLoading}
        dataSource={history.data?.data ?? []}
        pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          { title: t('signIns.time'), dataIndex: 'at', render: (v: string) => formatDateTime(v) },
          { title: t('signIns.address'), dataIndex: 'ip', render: (v: string | null) => v ?? unknown },
          {
            title: t('signIns.browser'),
            dataIndex: 'browser',
            render: (v: string | null, row) => (
              <>
                {v ?? unknown}
                {row.new_browser && <Tag color="orange">{t('signIns.newBrowser')}</Tag>}
              </>
            ),
          },
          { title: t('signIns.system'), dataIndex: 'system', render: (v: string | null) => v ?? unknown },
          { title: t('signIns.way'), dataIndex: 'method_text' },
          {
            title: t('signIns.result'),
            dataIndex: 'outcome_text',
            render: (v: string, row) => (
              <Tag color={row.success ? 'green' : 'red'} data-testid="sign-in-result">
                {v}
              </Tag>
            ),
          },
        ]}
      />
    </Card>
  );
}
