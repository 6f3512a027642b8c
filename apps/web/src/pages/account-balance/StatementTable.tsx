import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import PagedTable from '../../components/PagedTable';
import { listStatement, type StatementRow } from '../../features/wallet/api';
import { formatDateTime } from '../../locales/format';

/** The ledger statement of the member's available balance: one line per transaction, newest first. */
export default function StatementTable({ filters }: { filters: Record<string, unknown> }) {
  const { t } = useTranslation('wallet');
  return (
    <PagedTable<StatementRow>
      queryKey={['wallet-statement']}
      filters={filters}
      fetch={listStatement}
      rowKey="id"
      summary={{ columns: ['amount'] }}
      alwaysShowPagination
      columns={[
        { title: t('time'), dataIndex: 'time', sorter: true, render: (v: string) => formatDateTime(v) },
        { title: t('kind'), dataIndex: 'kind', render: (v: StatementRow['kind']) => t(`kinds.${v}`) },
        { title: t('reference'), dataIndex: 'reference', render: (v: string | null) => v ?? '—' },
        {
          title: t('amount'),
          dataIndex: 'amount',
          sorter: true,
          align: 'right',
          render: (v: string) => (
            <Typography.Text type={v.startsWith('-') ? 'danger' : 'success'}>
              {v.startsWith('-') ? v : `+${v}`}
            </Typography.Text>
          ),
        },
        { title: t('balanceAfter'), dataIndex: 'balanceAfter', align: 'right' },
        { title: t('description'), dataIndex: 'description', render: (v: string | null) => v ?? '—' },
      ]}
    />
  );
}
