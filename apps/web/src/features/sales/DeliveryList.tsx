import { DELIVERY_STATUSES, type DeliveryStatus } from '@pcbunion/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Select, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import PagedTable from '../../components/PagedTable';
import OrderFilters, { emptyOrderFilters, orderFilterQuery, type OrderFilterState } from '../order/OrderFilters';
import { listDeliveries, type Delivery } from './delivery-api';
import DeliveryDrawer from './DeliveryDrawer';
import { formatDateTime } from '../../locales/format';

/** The factory's delivery notices: search, status, date presets or range, server sort, pages of 20 / 60 / 100. */
export default function DeliveryList() {
  const { t } = useTranslation('sales');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [filters, setFilters] = useState<OrderFilterState>(emptyOrderFilters);
  const [status, setStatus] = useState<DeliveryStatus | undefined>();
  const [open, setOpen] = useState<string | null>(null);
  const columns: TableColumnsType<Delivery> = [
    {
      title: t('delivery.no'),
      dataIndex: 'no',
      key: 'delivery_no',
      sorter: true,
      render: (no: string) => <Typography.Link onClick={() => setOpen(no)}>{no}</Typography.Link>,
    },
    { title: t('field.customer'), dataIndex: ['customer', 'name'] },
    { title: t('delivery.plannedDate'), dataIndex: 'plannedDate', key: 'planned_date', sorter: true },
    { title: t('delivery.address'), dataIndex: 'address' },
    {
      title: t('delivery.carrier'),
      dataIndex: 'carrier',
      render: (c: string | null, d) => (c ? `${c} ${d.trackingNo ?? ''}` : '—'),
    },
    {
      title: t('field.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (s: DeliveryStatus) => <Tag>{t(`delivery.status.${s}`)}</Tag>,
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
    <Card size="small" data-testid="delivery-list">
      <Flex vertical gap="small">
        <OrderFilters value={filters} onChange={setFilters}>
          <Select<DeliveryStatus>
            allowClear
            placeholder={t('field.status')}
            style={{ width: 180 }}
            value={status}
            onChange={setStatus}
            options={DELIVERY_STATUSES.map((s) => ({ value: s, label: t(`delivery.status.${s}`) }))}
          />
        </OrderFilters>
        <PagedTable<Delivery>
          queryKey={['deliveries', 'factory']}
          filters={{ side: 'factory', status, ...orderFilterQuery(filters) }}
          fetch={listDeliveries}
          rowKey="no"
          alwaysShowPagination
          columns={columns}
          toolbar={() => (
            <>
              <Button type="primary" onClick={() => navigate('/delivery-notice-add/index')} data-testid="dn-new">
                {t('delivery.new')}
              </Button>
              <Button onClick={() => void client.invalidateQueries({ queryKey: ['deliveries'] })}>
                {t('refresh')}
              </Button>
            </>
          )}
        />
      </Flex>
      <DeliveryDrawer no={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
