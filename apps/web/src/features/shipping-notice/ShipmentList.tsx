import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Select, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import PagedTable from '../../components/PagedTable';
import { useSession } from '../../stores/session';
import OrderFilters, { emptyOrderFilters, orderFilterQuery, type OrderFilterState } from '../order/OrderFilters';
import { listShipments, RECEIPT_STATES, shipmentsExportUrl, type ReceiptState, type Shipment } from './api';
import ReceiptTag from './ReceiptTag';
import { formatDateTime } from '../../locales/format';

/**
 * Shipments, either side: the factory's (shipping-notice) or those addressed to the customer (shipping-receipt-details
 * without a number). Search by number, part, carrier or tracking; date presets on the shipping day; receipt state;
 * server sort; pages of 20 / 60 / 100; Excel export of what the filters find.
 */
export default function ShipmentList({ detailPath }: { detailPath: string }) {
  const { t } = useTranslation('shippingNotice');
  const navigate = useNavigate();
  const factory = useSession().authInfo?.user.enterprise_kind === 'factory';
  const client = useQueryClient();
  const [filters, setFilters] = useState<OrderFilterState>(emptyOrderFilters);
  const [receipt, setReceipt] = useState<ReceiptState | undefined>();
  const query = { receipt, ...orderFilterQuery(filters) };
  const open = (no: string) => navigate(`${detailPath}?no=${encodeURIComponent(no)}`);
  const columns: TableColumnsType<Shipment> = [
    {
      title: t('field.no'),
      dataIndex: 'no',
      key: 'delivery_no',
      sorter: true,
      render: (no: string) => (
        <Typography.Link onClick={() => open(no)} data-testid="shipment-link">
          {no}
        </Typography.Link>
      ),
    },
    {
      title: factory ? t('field.customer') : t('field.factory'),
      key: 'party',
      render: (_, s) => (s.side === 'factory' ? s.customer.name : s.factory.name) ?? '—',
    },
    {
      title: t('field.shippedAt'),
      dataIndex: 'shippedAt',
      key: 'shipped_at',
      sorter: true,
      render: (at: string | null) => formatDateTime(at),
    },
    { title: t('field.carrier'), dataIndex: 'carrier', key: 'carrier', sorter: true },
    { title: t('field.trackingNo'), dataIndex: 'trackingNo' },
    { title: t('field.packages'), dataIndex: 'packages', align: 'right' },
    { title: t('field.quantity'), dataIndex: 'quantity', align: 'right' },
    { title: t('field.disputed'), dataIndex: 'disputed', align: 'right', render: (v: number | null) => v ?? '—' },
    { title: t('field.receipt'), dataIndex: 'receipt', render: (r: ReceiptState) => <ReceiptTag receipt={r} /> },
  ];
  return (
    <Card size="small" data-testid="shipment-list">
      <Flex vertical gap="small">
        <OrderFilters value={filters} onChange={setFilters}>
          <Select<ReceiptState>
            allowClear
            placeholder={t('field.receipt')}
            style={{ width: 180, maxWidth: '100%' }}
            value={receipt}
            onChange={setReceipt}
            options={RECEIPT_STATES.map((r) => ({ value: r, label: t(`receipt.${r}`) }))}
            data-testid="shipment-receipt-filter"
          />
        </OrderFilters>
        <PagedTable<Shipment>
          queryKey={['shipments']}
          filters={query}
          fetch={listShipments}
          rowKey="no"
          alwaysShowPagination
          columns={columns}
          toolbar={() => (
            <>
              <Button href={shipmentsExportUrl(query)} data-testid="shipment-export">
                {t('export')}
              </Button>
              <Button onClick={() => void client.invalidateQueries({ queryKey: ['shipments'] })}>{t('refresh')}</Button>
            </>
          )}
        />
      </Flex>
    </Card>
  );
}
