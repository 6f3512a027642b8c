import { PRODUCTION_TRANSFER_STATUSES, type ProductionTransferStatus } from '@pcbunion/core';
import { Button, Card, Flex, Select, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import PagedTable from '../../components/PagedTable';
import { useSession } from '../../stores/session';
import OrderFilters, { emptyOrderFilters, orderFilterQuery, type OrderFilterState } from '../order/OrderFilters';
import { listTransfers, transferExportUrl, type ProductionTransfer } from './api';
import { formatDateTime } from '../../locales/format';

export const STATUS_COLOURS: Record<ProductionTransferStatus, string> = {
  pending: 'processing',
  accepted: 'success',
  declined: 'error',
  withdrawn: 'default',
};

/** Production transfers out of and into the factory (the customer: its orders' accepted ones): search, direction, status, date presets, sort, pages, Excel. */
export default function TransferList() {
  const { t } = useTranslation('productionTransfer');
  const navigate = useNavigate();
  const factory = useSession().authInfo?.user.enterprise_kind === 'factory';
  const [filters, setFilters] = useState<OrderFilterState>(emptyOrderFilters);
  const [status, setStatus] = useState<ProductionTransferStatus | undefined>();
  const [direction, setDirection] = useState<'in' | 'out' | undefined>();
  const query = { status, direction, ...orderFilterQuery(filters) };
  const open = (no: string) => navigate(`/transfer-management-add/index?no=${encodeURIComponent(no)}`);
  const columns: TableColumnsType<ProductionTransfer> = [
    {
      title: t('field.no'),
      dataIndex: 'no',
      key: 'transfer_no',
      sorter: true,
      render: (no: string) => (
        <Typography.Link onClick={() => open(no)} data-testid="pt-link">
          {no}
        </Typography.Link>
      ),
    },
    { title: t('field.orderNo'), dataIndex: 'orderNo', key: 'order_no', sorter: true },
    { title: t('field.customer'), key: 'customer', render: (_, r) => r.customer.name ?? '—' },
    { title: t('field.from'), key: 'from', render: (_, r) => r.from.name ?? '—' },
    { title: t('field.to'), key: 'to', render: (_, r) => r.to.name ?? '—' },
    { title: t('field.quantity'), dataIndex: 'quantity', align: 'right' },
    { title: t('field.dueDate'), dataIndex: 'dueDate', key: 'due_date', sorter: true },
    {
      title: t('field.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (s: ProductionTransferStatus) => <Tag color={STATUS_COLOURS[s]}>{t(`status.${s}`)}</Tag>,
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
    <Card size="small" data-testid="pt-list">
      <Flex vertical gap="small">
        <OrderFilters value={filters} onChange={setFilters}>
          {factory && (
            <Select<'in' | 'out'>
              allowClear
              placeholder={t('field.direction')}
              style={{ width: 150, maxWidth: '100%' }}
              value={direction}
              onChange={setDirection}
              options={(['out', 'in'] as const).map((d) => ({ value: d, label: t(`direction.${d}`) }))}
            />
          )}
          <Select<ProductionTransferStatus>
            allowClear
            placeholder={t('field.status')}
            style={{ width: 200, maxWidth: '100%' }}
            value={status}
            onChange={setStatus}
            options={PRODUCTION_TRANSFER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
        </OrderFilters>
        <PagedTable<ProductionTransfer>
          queryKey={['production-transfers', 'list']}
          filters={query}
          fetch={listTransfers}
          rowKey="no"
          alwaysShowPagination
          columns={columns}
          toolbar={({ reload }) => (
            <>
              {factory && (
                <Button type="primary" onClick={() => navigate('/transfer-management-add/index')} data-testid="pt-new">
                  {t('new')}
                </Button>
              )}
              <Button href={transferExportUrl(query)}>{t('export')}</Button>
              <Button onClick={reload}>{t('refresh')}</Button>
            </>
          )}
        />
      </Flex>
    </Card>
  );
}
