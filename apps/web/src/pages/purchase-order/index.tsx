import { PURCHASE_ORDER_TABS, type PurchaseOrderTab } from '@pcbunion/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Tabs, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import PagedTable from '../../components/PagedTable';
import OrderFilters, {
  emptyOrderFilters,
  orderFilterQuery,
  type OrderFilterState,
} from '../../features/order/OrderFilters';
import { listPurchaseOrders, purchaseExportUrl, type PurchaseOrder } from '../../features/purchase/api';
import NewOrderDialog from '../../features/purchase/NewOrderDialog';
import PurchaseStatusTag from '../../features/purchase/StatusTag';

/**
 * Purchase orders (issue 19): the factory's orders to its suppliers, or, for a supplier, the orders addressed to it.
 * Tabs by state, search (number, supplier, reference), date presets, server sort, pages of 20 / 60 / 100, Excel export.
 */
export default function PurchaseOrderPage() {
  const { t } = useTranslation('purchase');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [tab, setTab] = useState<PurchaseOrderTab>('all');
  const [filters, setFilters] = useState<OrderFilterState>(emptyOrderFilters);
  const [creating, setCreating] = useState(false);
  const query = { tab, ...orderFilterQuery(filters) };
  const open = (no: string) => navigate(`/purchase-order-detail/index?no=${encodeURIComponent(no)}`);
  const columns: TableColumnsType<PurchaseOrder> = [
    {
      title: t('column.orderNo'),
      dataIndex: 'no',
      sorter: true,
      key: 'orderNo',
      render: (no: string) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(no)} data-testid={`po-${no}`}>
          {no}
        </Button>
      ),
    },
    { title: t('column.version'), dataIndex: 'version', align: 'right', render: (v: number) => `V${v}` },
    { title: t('column.supplier'), dataIndex: ['supplier', 'name'] },
    { title: t('column.factory'), dataIndex: ['factory', 'name'] },
    {
      title: t('column.status'),
      dataIndex: 'status',
      render: (_: unknown, o) => <PurchaseStatusTag status={o.status} />,
    },
    { title: t('column.orderDate'), dataIndex: 'orderDate', key: 'orderDate', sorter: true },
    {
      title: t('column.total'),
      dataIndex: 'total',
      key: 'total',
      sorter: true,
      align: 'right',
      render: (v: string, o) => `${o.currency} ${v}`,
    },
    { title: t('column.supplierReference'), dataIndex: 'supplierReference' },
  ];
  return (
    <Card size="small" data-testid="purchase-orders">
      <Flex vertical gap="small">
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as PurchaseOrderTab)}
          items={PURCHASE_ORDER_TABS.map((key) => ({
            key,
            label: <span data-testid={`po-tab-${key}`}>{t(`tab.${key}`)}</span>,
          }))}
        />
        <OrderFilters value={filters} onChange={setFilters} />
        <PagedTable<PurchaseOrder>
          queryKey={['purchase-orders', tab]}
          filters={query}
          fetch={listPurchaseOrders}
          rowKey="no"
          summary={{ columns: ['total'], groupOf: (order) => order.currency }}
          alwaysShowPagination
          columns={columns}
          toolbar={() => (
            <>
              <Button type="primary" onClick={() => setCreating(true)} data-testid="po-new">
                {t('action.new')}
              </Button>
              <Button href={purchaseExportUrl(query)} data-testid="po-export">
                {t('action.export')}
              </Button>
            </>
          )}
        />
      </Flex>
      <NewOrderDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(no) => {
          setCreating(false);
          void client.invalidateQueries({ queryKey: ['purchase-orders'] });
          open(no);
        }}
      />
    </Card>
  );
}
