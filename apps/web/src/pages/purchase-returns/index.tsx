import { PURCHASE_RETURN_TABS } from '@pcbunion/core';
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
import { listReturns, returnExportUrl, type PurchaseReturn } from '../../features/purchase-quality/api';
import NewReturnDialog from '../../features/purchase-quality/NewReturnDialog';
import { ReturnStatusTag } from '../../features/purchase-quality/StatusTags';
import { useSession } from '../../stores/session';
import { formatDate } from '../../locales/format';

/**
 * Purchase returns (issue 19): the factory's returns to its suppliers, or, for a supplier, the returns addressed to
 * it to acknowledge. Tabs by state, search, date presets, server sort, pages of 20 / 60 / 100, Excel export.
 */
export default function PurchaseReturnsPage() {
  const { t } = useTranslation('purchaseQuality');
  const navigate = useNavigate();
  const client = useQueryClient();
  const factory = useSession().authInfo?.user.enterprise_kind === 'factory';
  const [tab, setTab] = useState<(typeof PURCHASE_RETURN_TABS)[number]>('all');
  const [filters, setFilters] = useState<OrderFilterState>(emptyOrderFilters);
  const [creating, setCreating] = useState(false);
  const query = { tab, ...orderFilterQuery(filters) };
  const open = (no: string) => navigate(`/purchase-returns-details/index?no=${encodeURIComponent(no)}`);
  const columns: TableColumnsType<PurchaseReturn> = [
    {
      title: t('column.returnNo'),
      dataIndex: 'no',
      key: 'returnNo',
      sorter: true,
      render: (no: string) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(no)} data-testid={`rt-${no}`}>
          {no}
        </Button>
      ),
    },
    { title: t('column.orderNo'), dataIndex: 'orderNo' },
    { title: t('column.supplier'), dataIndex: ['supplier', 'name'] },
    { title: t('column.factory'), dataIndex: ['factory', 'name'] },
    {
      title: t('column.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (_: unknown, r) => <ReturnStatusTag status={r.status} />,
    },
    { title: t('column.reason'), dataIndex: 'reason', ellipsis: true },
    {
      title: t('column.total'),
      dataIndex: 'total',
      key: 'total',
      sorter: true,
      align: 'right',
      render: (v: string, r) => `${r.currency} ${v}`,
    },
    {
      title: t('column.createdAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      render: (v: string) => formatDate(v),
    },
    {
      title: t('column.acknowledgedAt'),
      dataIndex: 'acknowledgedAt',
      key: 'acknowledgedAt',
      sorter: true,
      render: (v: string | null) => formatDate(v),
    },
  ];
  return (
    <Card size="small" data-testid="purchase-returns">
      <Flex vertical gap="small">
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as typeof tab)}
          items={PURCHASE_RETURN_TABS.map((key) => ({
            key,
            label: <span data-testid={`rt-tab-${key}`}>{t(`returnTab.${key}`)}</span>,
          }))}
        />
        <OrderFilters value={filters} onChange={setFilters} />
        <PagedTable<PurchaseReturn>
          queryKey={['purchase-returns', tab]}
          filters={query}
          fetch={listReturns}
          rowKey="no"
          alwaysShowPagination
          columns={columns}
          toolbar={() => (
            <>
              {factory && (
                <Button type="primary" onClick={() => setCreating(true)} data-testid="rt-new">
                  {t('action.newReturn')}
                </Button>
              )}
              <Button href={returnExportUrl(query)} data-testid="rt-export">
                {t('action.export')}
              </Button>
            </>
          )}
        />
      </Flex>
      <NewReturnDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(no) => {
          setCreating(false);
          void client.invalidateQueries({ queryKey: ['purchase-returns'] });
          open(no);
        }}
      />
    </Card>
  );
}
