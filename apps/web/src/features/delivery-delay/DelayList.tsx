import { DELIVERY_DELAY_STATUSES, type DeliveryDelayStatus } from '@pcbunion/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Select, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import PagedTable from '../../components/PagedTable';
import { useSession } from '../../stores/session';
import OrderFilters, { emptyOrderFilters, orderFilterQuery, type OrderFilterState } from '../order/OrderFilters';
import { listDelays, type DeliveryDelay } from './api';
import DelayDialog from './DelayDialog';
import DelayStatusTag from './StatusTag';
import { formatDateTime } from '../../locales/format';

/**
 * Delivery delay applications, either side (the server answers the caller's): search, status, date presets, server
 * sort, pages of 20 / 60 / 100. The factory asks for a new one here; the customer opens one to answer it.
 */
export default function DelayList() {
  const { t } = useTranslation('deliveryDelay');
  const navigate = useNavigate();
  const client = useQueryClient();
  const factory = useSession().authInfo?.user.enterprise_kind === 'factory';
  const [filters, setFilters] = useState<OrderFilterState>(emptyOrderFilters);
  const [status, setStatus] = useState<DeliveryDelayStatus | undefined>();
  const [asking, setAsking] = useState(false);
  const open = (no: string) => navigate(`/delivery-delay-application-detail/index?no=${encodeURIComponent(no)}`);
  const columns: TableColumnsType<DeliveryDelay> = [
    {
      title: t('field.no'),
      dataIndex: 'no',
      key: 'delay_no',
      sorter: true,
      render: (no: string) => (
        <Typography.Link onClick={() => open(no)} data-testid="delay-link">
          {no}
        </Typography.Link>
      ),
    },
    {
      title: factory ? t('field.customer') : t('field.factory'),
      key: 'party',
      render: (_, d) => (factory ? d.customer.name : d.factory.name) ?? '—',
    },
    { title: t('field.saleNoticeNo'), dataIndex: 'saleNoticeNo' },
    { title: t('field.partNo'), dataIndex: 'partNo' },
    { title: t('field.fromDate'), dataIndex: 'fromDate', key: 'from_date', sorter: true },
    {
      title: t('field.toDate'),
      dataIndex: 'toDate',
      key: 'to_date',
      sorter: true,
      render: (d: string, r) => `${d} (+${r.days})`,
    },
    {
      title: t('field.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (s: DeliveryDelayStatus) => <DelayStatusTag status={s} />,
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
    <Card size="small" data-testid="delay-list">
      <Flex vertical gap="small">
        <OrderFilters value={filters} onChange={setFilters}>
          <Select<DeliveryDelayStatus>
            allowClear
            placeholder={t('field.status')}
            style={{ width: 180, maxWidth: '100%' }}
            value={status}
            onChange={setStatus}
            options={DELIVERY_DELAY_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
        </OrderFilters>
        <PagedTable<DeliveryDelay>
          queryKey={['delivery-delays']}
          filters={{ status, ...orderFilterQuery(filters) }}
          fetch={listDelays}
          rowKey="no"
          alwaysShowPagination
          columns={columns}
          toolbar={() => (
            <>
              {factory && (
                <Button type="primary" onClick={() => setAsking(true)} data-testid="delay-new">
                  {t('new')}
                </Button>
              )}
              <Button onClick={() => void client.invalidateQueries({ queryKey: ['delivery-delays'] })}>
                {t('refresh')}
              </Button>
            </>
          )}
        />
      </Flex>
      <DelayDialog
        open={asking}
        onClose={(created) => {
          setAsking(false);
          if (created) void client.invalidateQueries({ queryKey: ['delivery-delays'] });
        }}
      />
    </Card>
  );
}
