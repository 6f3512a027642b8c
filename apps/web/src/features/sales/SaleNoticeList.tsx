import { SALE_NOTICE_STATUSES, type SaleNoticeStatus } from '@pcbunion/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Select, Typography, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import PagedTable from '../../components/PagedTable';
import OrderFilters, { emptyOrderFilters, orderFilterQuery, type OrderFilterState } from '../order/OrderFilters';
import { listSaleNotices, type SaleNotice } from './api';
import SaleNoticeDialog from './SaleNoticeDialog';
import SaleNoticeStatusTag from './StatusTag';
import { formatDateTime } from '../../locales/format';

/** The factory's sales notices: search, status, date presets or range, server sort, pages of 20 / 60 / 100, a new notice. */
export default function SaleNoticeList() {
  const { t } = useTranslation('sales');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [filters, setFilters] = useState<OrderFilterState>(emptyOrderFilters);
  const [status, setStatus] = useState<SaleNoticeStatus | undefined>();
  const [writing, setWriting] = useState(false);
  const reload = useCallback(() => void client.invalidateQueries({ queryKey: ['sale-notices'] }), [client]);
  const open = (no: string) => navigate(`/sale-notice-detail/index?no=${encodeURIComponent(no)}`);

  const columns: TableColumnsType<SaleNotice> = [
    {
      title: t('field.no'),
      dataIndex: 'no',
      key: 'notice_no',
      sorter: true,
      render: (no: string) => <Typography.Link onClick={() => open(no)}>{no}</Typography.Link>,
    },
    { title: t('field.orderNo'), dataIndex: 'orderNo' },
    { title: t('field.customer'), dataIndex: ['customer', 'name'] },
    { title: t('field.productName'), dataIndex: 'productName' },
    { title: t('field.partNo'), dataIndex: 'partNo', key: 'part_no', sorter: true },
    { title: t('field.revision'), dataIndex: 'revision' },
    { title: t('field.quantity'), dataIndex: 'quantity', key: 'quantity', sorter: true, align: 'right' },
    { title: t('field.deliveryDate'), dataIndex: 'deliveryDate', key: 'delivery_date', sorter: true },
    {
      title: t('field.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (s: SaleNoticeStatus) => <SaleNoticeStatusTag status={s} />,
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
    <Card size="small" data-testid="sale-notice-list">
      <Flex vertical gap="small">
        <OrderFilters value={filters} onChange={setFilters}>
          <Select<SaleNoticeStatus>
            allowClear
            placeholder={t('field.status')}
            style={{ width: 200 }}
            value={status}
            onChange={setStatus}
            options={SALE_NOTICE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            data-testid="sn-status-filter"
          />
        </OrderFilters>
        <PagedTable<SaleNotice>
          queryKey={['sale-notices', 'factory']}
          filters={{ side: 'factory', status, ...orderFilterQuery(filters) }}
          fetch={listSaleNotices}
          rowKey="no"
          alwaysShowPagination
          columns={columns}
          toolbar={() => (
            <>
              <Button type="primary" onClick={() => setWriting(true)} data-testid="sn-new">
                {t('new')}
              </Button>
              <Button onClick={reload}>{t('refresh')}</Button>
            </>
          )}
        />
      </Flex>
      <SaleNoticeDialog
        open={writing}
        onClose={(saved) => {
          setWriting(false);
          if (saved) {
            reload();
            open(saved.no);
          }
        }}
      />
    </Card>
  );
}
