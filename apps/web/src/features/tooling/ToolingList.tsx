import { TOOLING_KINDS, TOOLING_STATUSES, type ToolingKind, type ToolingStatus } from '@pcbunion/core';
import { Button, Card, Flex, Select, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import PagedTable from '../../components/PagedTable';
import { useSession } from '../../stores/session';
import OrderFilters, { emptyOrderFilters, orderFilterQuery, type OrderFilterState } from '../order/OrderFilters';
import { listToolings, toolingExportUrl, yuan, type Tooling } from './api';
import { ToolingStatusTag } from './StatusTag';
import { formatDate } from '../../locales/format';

/** Tooling made for customers (the factory's, or the customer's own): search, status, kind, date presets, sort, pages, Excel. */
export default function ToolingList() {
  const { t } = useTranslation('tooling');
  const navigate = useNavigate();
  const factory = useSession().authInfo?.user.enterprise_kind === 'factory';
  const [filters, setFilters] = useState<OrderFilterState>(emptyOrderFilters);
  const [status, setStatus] = useState<ToolingStatus | undefined>();
  const [kind, setKind] = useState<ToolingKind | undefined>();
  const query = { status, kind, ...orderFilterQuery(filters) };
  const open = (no: string) => navigate(`/tooling-collaboration/index?no=${encodeURIComponent(no)}`);
  const columns: TableColumnsType<Tooling> = [
    {
      title: t('field.no'),
      dataIndex: 'no',
      key: 'tooling_no',
      sorter: true,
      render: (no: string) => (
        <Typography.Link onClick={() => open(no)} data-testid="tooling-link">
          {no}
        </Typography.Link>
      ),
    },
    { title: t('field.name'), dataIndex: 'name', key: 'name', sorter: true },
    { title: t('field.kind'), dataIndex: 'kind', render: (k: ToolingKind) => t(`kind.${k}`) },
    // The customer sees which factory keeps its tooling; the factory, whose tooling it is.
    factory
      ? { title: t('field.customer'), key: 'customer', render: (_, r) => r.customer.name ?? '—' }
      : { title: t('field.factory'), key: 'factory', render: (_, r) => r.factory.name ?? '—' },
    { title: t('field.owner'), dataIndex: 'owner', render: (o: string) => t(`owner.${o}`) },
    {
      title: t('field.cost'),
      dataIndex: 'cost',
      key: 'cost_cents',
      sorter: true,
      align: 'right',
      render: (c: string) => yuan(c),
    },
    {
      title: t('field.remaining'),
      dataIndex: 'remaining',
      align: 'right',
      render: (c: string, r) => `${yuan(c)} (${100 - r.percent}%)`,
    },
    {
      title: t('field.location'),
      key: 'location',
      sorter: true,
      render: (_, r) => `${r.holder.name ?? ''} · ${r.location || '—'}`,
    },
    {
      title: t('field.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (s: ToolingStatus) => <ToolingStatusTag status={s} />,
    },
    {
      title: t('field.createdAt'),
      dataIndex: 'createdAt',
      key: 'created_at',
      sorter: true,
      render: (at: string) => formatDate(at),
    },
  ];
  return (
    <Card size="small" data-testid="tooling-list">
      <Flex vertical gap="small">
        <OrderFilters value={filters} onChange={setFilters}>
          <Select<ToolingStatus>
            allowClear
            placeholder={t('field.status')}
            style={{ width: 170, maxWidth: '100%' }}
            value={status}
            onChange={setStatus}
            options={TOOLING_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
          <Select<ToolingKind>
            allowClear
            placeholder={t('field.kind')}
            style={{ width: 150, maxWidth: '100%' }}
            value={kind}
            onChange={setKind}
            options={TOOLING_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
          />
        </OrderFilters>
        <PagedTable<Tooling>
          queryKey={['toolings', 'list']}
          filters={query}
          fetch={listToolings}
          rowKey="no"
          alwaysShowPagination
          columns={columns}
          toolbar={({ reload }) => (
            <>
              {factory && (
                <Button
                  type="primary"
                  onClick={() => navigate('/tooling-collaboration-add/index')}
                  data-testid="tooling-new"
                >
                  {t('new')}
                </Button>
              )}
              <Button href={toolingExportUrl(query)}>{t('export')}</Button>
              <Button onClick={reload}>{t('refresh')}</Button>
            </>
          )}
        />
      </Flex>
    </Card>
  );
}
