import { ORDER_TABS, type OrderTab } from '@pcbunion/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Tabs } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import PagedTable from '../../components/PagedTable';
import { listOrders, type Order } from './api';
import { orderColumns } from './columns';
import OrderDetailDrawer from './OrderDetailDrawer';
import OrderFilters, { emptyOrderFilters, orderFilterQuery, type OrderFilterState } from './OrderFilters';
import PrintDialog from './PrintDialog';

export interface OrderActionsHook {
  buttons: (order: Order) => ReactNode;
  dialogs: ReactNode;
}

/**
 * An order list (My order, the recycle bin, order management): tabs, search, date presets, server sort, pages of
 * 20 / 60 / 100, single selection for Print, the order's detail, and the side's actions on each row.
 */
export default function OrderList({
  side,
  tabs,
  testId,
  useActions,
}: {
  side: 'customer' | 'factory';
  /** The tabs shown; one tab shows none (the recycle bin). */
  tabs: readonly OrderTab[];
  testId: string;
  useActions: (reload: () => void) => OrderActionsHook;
}) {
  const { t } = useTranslation('order');
  const client = useQueryClient();
  const [tab, setTab] = useState<OrderTab>(tabs[0]!);
  const [filters, setFilters] = useState<OrderFilterState>(emptyOrderFilters);
  const [detail, setDetail] = useState<string | null>(null);
  const [printing, setPrinting] = useState<string | null>(null);
  const reload = useCallback(() => void client.invalidateQueries({ queryKey: ['orders'] }), [client]);
  const actions = useActions(reload);
  return (
    <Card size="small" data-testid={testId}>
      <Flex vertical gap="small">
        {tabs.length > 1 && (
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as OrderTab)}
            items={tabs
              .filter((k) => (ORDER_TABS as readonly string[]).includes(k))
              .map((key) => ({ key, label: <span data-testid={`tab-${key}`}>{t(`tab.${key}`)}</span> }))}
          />
        )}
        <OrderFilters value={filters} onChange={setFilters} />
        <PagedTable<Order>
          queryKey={['orders', side, tab]}
          filters={{ tab, side, ...orderFilterQuery(filters) }}
          fetch={listOrders}
          rowKey="no"
          selection="single"
          alwaysShowPagination
          summary={{ columns: ['total', 'paid', 'refunded'], groupOf: (order) => order.currency }}
          columns={orderColumns(t, side, { onDetail: (order) => setDetail(order.no), actions: actions.buttons })}
          toolbar={({ requireOne }) => (
            <>
              <Button onClick={() => setPrinting(requireOne()?.no ?? null)} data-testid="order-print">
                {t('action.print')}
              </Button>
              <Button onClick={reload}>{t('action.refresh')}</Button>
            </>
          )}
        />
      </Flex>
      {actions.dialogs}
      <OrderDetailDrawer no={detail} onClose={() => setDetail(null)} />
      <PrintDialog no={printing} onClose={() => setPrinting(null)} />
    </Card>
  );
}
