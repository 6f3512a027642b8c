import { Button, Card, Flex, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import PagedTable from '../../components/PagedTable';
import OrderFilters, {
  emptyOrderFilters,
  orderFilterQuery,
  type OrderFilterState,
} from '../../features/order/OrderFilters';
import { listReceipts, type ReceiptView } from '../../features/purchase/api';

/**
 * Purchase receiving (issue 19): the receipts of goods against purchase orders, with their lots; the factory receives
 * from the order's page (Receive), the supplier sees what was received of its orders.
 */
export default function PurchasingReceivingPage() {
  const { t } = useTranslation('purchase');
  const navigate = useNavigate();
  const [filters, setFilters] = useState<OrderFilterState>(emptyOrderFilters);
  const columns: TableColumnsType<ReceiptView> = [
    {
      title: t('column.receiptNo'),
      dataIndex: 'no',
      key: 'receiptNo',
      sorter: true,
      render: (no: string) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => navigate(`/purchasing-receiving-son/index?no=${encodeURIComponent(no)}`)}
          data-testid={`gr-${no}`}
        >
          {no}
        </Button>
      ),
    },
    {
      title: t('column.orderNo'),
      dataIndex: 'orderNo',
      render: (no: string) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => navigate(`/purchase-order-detail/index?no=${encodeURIComponent(no)}`)}
        >
          {no}
        </Button>
      ),
    },
    { title: t('column.supplier'), dataIndex: ['supplier', 'name'] },
    { title: t('column.receivedOn'), dataIndex: 'receivedOn', key: 'receivedOn', sorter: true },
    { title: t('column.deliveryNoteNo'), dataIndex: 'deliveryNoteNo' },
    {
      title: t('column.lines'),
      render: (_, r) => r.lines.map((l) => `${l.materialNo} ${l.quantity} ${l.unitName} (${l.lotNo})`).join('; '),
    },
  ];
  return (
    <Card size="small" data-testid="purchase-receipts">
      <Flex vertical gap="small">
        <OrderFilters value={filters} onChange={setFilters} />
        <PagedTable<ReceiptView>
          queryKey={['purchase-receipts']}
          filters={orderFilterQuery(filters)}
          fetch={listReceipts}
          rowKey="no"
          alwaysShowPagination
          columns={columns}
        />
      </Flex>
    </Card>
  );
}
