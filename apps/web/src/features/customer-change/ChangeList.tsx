import { CUSTOMER_CHANGE_STATUSES, type CustomerChangeStatus } from '@pcbunion/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Select, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import PagedTable from '../../components/PagedTable';
import { useSession } from '../../stores/session';
import OrderFilters, { emptyOrderFilters, orderFilterQuery, type OrderFilterState } from '../order/OrderFilters';
import { changesExportUrl, listChanges, signedYuan, type CustomerChange } from './api';
import ChangeDialog from './ChangeDialog';
import ChangeStatusTag from './StatusTag';
import { formatDateTime } from '../../locales/format';

/**
 * Customer engineering changes, either side (the factory: all its customers'; the customer: its own): search, status,
 * date presets, server sort, pages of 20 / 60 / 100, Excel. The customer asks for a new one here.
 */
export default function ChangeList() {
  const { t } = useTranslation('customerChange');
  const navigate = useNavigate();
  const client = useQueryClient();
  const factory = useSession().authInfo?.user.enterprise_kind === 'factory';
  const [filters, setFilters] = useState<OrderFilterState>(emptyOrderFilters);
  const [status, setStatus] = useState<CustomerChangeStatus | undefined>();
  const [asking, setAsking] = useState(false);
  const query = { side: factory ? 'factory' : 'customer', status, ...orderFilterQuery(filters) };
  const open = (no: string) => navigate(`/customer-change-detail/index?no=${encodeURIComponent(no)}`);
  const columns: TableColumnsType<CustomerChange> = [
    {
      title: t('field.no'),
      dataIndex: 'no',
      key: 'change_no',
      sorter: true,
      render: (no: string) => (
        <Typography.Link onClick={() => open(no)} data-testid="change-link">
          {no}
        </Typography.Link>
      ),
    },
    {
      title: factory ? t('field.customer') : t('field.factory'),
      key: 'party',
      render: (_, c) => (factory ? c.customer.name : c.factory.name) ?? '—',
    },
    { title: t('field.orderNo'), dataIndex: 'orderNo', key: 'order_no', sorter: true },
    { title: t('field.what'), dataIndex: 'what' },
    {
      title: t('field.amountDelta'),
      dataIndex: 'amountDelta',
      key: 'amount_delta',
      sorter: true,
      align: 'right',
      render: (v: string | null) => signedYuan(v),
    },
    {
      title: t('field.impactDate'),
      dataIndex: 'impactDate',
      key: 'impact_date',
      sorter: true,
      render: (v: string | null) => v ?? '—',
    },
    {
      title: t('field.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (s: CustomerChangeStatus) => <ChangeStatusTag status={s} />,
    },
    {
      title: t('field.createdAt'),
      dataIndex: 'createdAt',
      key: 'created_at',
      sorter: true,
      render: (at: string) => formatDateTime(at),
    },
  ];
  return (
    <Card size="small" data-testid="change-list">
      <Flex vertical gap="small">
        <OrderFilters value={filters} onChange={setFilters}>
          <Select<CustomerChangeStatus>
            allowClear
            placeholder={t('field.status')}
            style={{ width: 180, maxWidth: '100%' }}
            value={status}
            onChange={setStatus}
            options={CUSTOMER_CHANGE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
        </OrderFilters>
        <PagedTable<CustomerChange>
          queryKey={['customer-changes', query.side]}
          filters={query}
          fetch={listChanges}
          rowKey="no"
          alwaysShowPagination
          columns={columns}
          toolbar={() => (
            <>
              {!factory && (
                <Button type="primary" onClick={() => setAsking(true)} data-testid="change-new">
                  {t('new')}
                </Button>
              )}
              <Button href={changesExportUrl(query)} data-testid="change-export">
                {t('export')}
              </Button>
              <Button onClick={() => void client.invalidateQueries({ queryKey: ['customer-changes'] })}>
                {t('refresh')}
              </Button>
            </>
          )}
        />
      </Flex>
      <ChangeDialog
        open={asking}
        onClose={(created) => {
          setAsking(false);
          if (created) void client.invalidateQueries({ queryKey: ['customer-changes'] });
        }}
      />
    </Card>
  );
}
