import { CUSTOMER_STATEMENT_STATUSES, type CustomerStatementStatus } from '@pcbunion/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Select, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import PagedTable from '../../components/PagedTable';
import OrderFilters, { emptyOrderFilters, orderFilterQuery, type OrderFilterState } from '../order/OrderFilters';
import { listStatements, statementsExportUrl, type Statement } from './api';
import NewStatementDialog from './NewStatementDialog';
import { StatementTag } from './StatusTag';
import { useFactorySide } from './useSide';
import { formatDateTime } from '../../locales/format';

/** Customer statements: the factory's of all its customers, the customer's own once sent. Search, state, dates, sort, pages, Excel. */
export default function StatementList() {
  const { t } = useTranslation('customerBilling');
  const navigate = useNavigate();
  const client = useQueryClient();
  const factory = useFactorySide();
  const [filters, setFilters] = useState<OrderFilterState>(emptyOrderFilters);
  const [status, setStatus] = useState<CustomerStatementStatus | undefined>();
  const [adding, setAdding] = useState(false);
  const query = { side: factory ? 'factory' : 'customer', status, ...orderFilterQuery(filters) };
  const open = (no: string) => navigate(`/customer-statement-detail/index?no=${encodeURIComponent(no)}`);
  const columns: TableColumnsType<Statement> = [
    {
      title: t('field.statementNo'),
      dataIndex: 'no',
      key: 'statementNo',
      sorter: true,
      render: (no: string) => <Typography.Link onClick={() => open(no)}>{no}</Typography.Link>,
    },
    { title: t('field.period'), dataIndex: 'period', key: 'period', sorter: true },
    {
      title: t(factory ? 'field.customer' : 'field.factory'),
      key: 'party',
      render: (_: unknown, s) => (factory ? s.customer.name : s.factory.name) ?? '—',
    },
    { title: t('field.delivered'), dataIndex: 'delivered', align: 'right' },
    { title: t('field.disputed'), dataIndex: 'disputed', align: 'right' },
    { title: t('field.adjustments'), dataIndex: 'adjustments', align: 'right' },
    {
      title: t('field.total'),
      dataIndex: 'total',
      key: 'total',
      sorter: true,
      align: 'right',
      render: (v: string, s) => `${s.currency} ${v}`,
    },
    { title: t('payment.settled'), dataIndex: 'settled', align: 'right' },
    { title: t('payment.open'), dataIndex: 'open', align: 'right' },
    {
      title: t('field.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (s: CustomerStatementStatus) => <StatementTag status={s} />,
    },
    {
      title: t('field.createdAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      render: (at: string) => formatDateTime(at),
    },
  ];
  return (
    <Card size="small" data-testid="statement-list">
      <Flex vertical gap="small">
        <OrderFilters value={filters} onChange={setFilters}>
          <Select<CustomerStatementStatus>
            allowClear
            placeholder={t('field.status')}
            style={{ width: 180, maxWidth: '100%' }}
            value={status}
            onChange={setStatus}
            options={CUSTOMER_STATEMENT_STATUSES.map((s) => ({ value: s, label: t(`statementStatus.${s}`) }))}
          />
        </OrderFilters>
        <PagedTable<Statement>
          queryKey={['customer-statements', query.side]}
          filters={query}
          fetch={listStatements}
          rowKey="no"
          summary={{
            columns: ['delivered', 'disputed', 'adjustments', 'total', 'settled', 'open'],
            groupOf: (row) => row.currency,
          }}
          alwaysShowPagination
          columns={columns}
          toolbar={() => (
            <>
              {factory && (
                <Button type="primary" onClick={() => setAdding(true)} data-testid="cs-new">
                  {t('statement.new')}
                </Button>
              )}
              <Button href={statementsExportUrl(query)} data-testid="cs-export">
                {t('export')}
              </Button>
              <Button onClick={() => void client.invalidateQueries({ queryKey: ['customer-statements'] })}>
                {t('refresh')}
              </Button>
            </>
          )}
        />
      </Flex>
      <NewStatementDialog open={adding} onClose={() => setAdding(false)} onCreated={open} />
    </Card>
  );
}
