import { Card, Flex, Tabs, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import PagedTable from '../../components/PagedTable';
import type { PageAnswer, PageParams, SummarySpec } from '../../components/PagedTable';
import OrderFilters, { emptyOrderFilters, orderFilterQuery, type OrderFilterState } from '../order/OrderFilters';

/** A billing list: state tabs, search and date presets, server sort, pages of 20 / 60 / 100, the toolbar's buttons. */
export default function BillingList<T extends object>(props: {
  kind: 'fee' | 'statement' | 'invoice';
  statuses: readonly string[];
  fetch: (p: PageParams & Record<string, unknown>) => Promise<PageAnswer<T>>;
  columns: TableColumnsType<T>;
  toolbar: (query: Record<string, unknown>) => ReactNode;
  testId: string;
  /** The 合计 row's amount columns (spec 01 §9). */
  summary?: SummarySpec<T>;
}) {
  const { t } = useTranslation('supplierBilling');
  const [status, setStatus] = useState('all');
  const [filters, setFilters] = useState<OrderFilterState>(emptyOrderFilters);
  const query = { status, ...orderFilterQuery(filters) };
  return (
    <Card size="small" data-testid={props.testId}>
      <Flex vertical gap="small">
        <Tabs
          activeKey={status}
          onChange={setStatus}
          items={['all', ...props.statuses].map((key) => ({
            key,
            label: (
              <span data-testid={`${props.testId}-tab-${key}`}>
                {key === 'all' ? t('all') : t(`${props.kind}.status.${key}`)}
              </span>
            ),
          }))}
        />
        <OrderFilters value={filters} onChange={setFilters} />
        <PagedTable<T>
          queryKey={[props.testId, status]}
          filters={query}
          fetch={props.fetch}
          rowKey="no"
          alwaysShowPagination
          summary={props.summary}
          columns={props.columns}
          toolbar={() => props.toolbar(query)}
        />
      </Flex>
    </Card>
  );
}
