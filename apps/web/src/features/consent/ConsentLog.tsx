import { Button, Card, Flex, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import PagedTable from '../../components/PagedTable';
import OrderFilters, { emptyOrderFilters, orderFilterQuery, type OrderFilterState } from '../order/OrderFilters';
import { consentLogExportUrl, listConsentLog } from './api';
import { formatDateTime } from '../../locales/format';

/** Who granted or revoked what, in words, newest first: search, the days (presets or a range), pages, Excel. */
export default function ConsentLog() {
  const { t } = useTranslation('consent');
  const [filters, setFilters] = useState<OrderFilterState>(emptyOrderFilters);
  const query = orderFilterQuery(filters);
  const columns: TableColumnsType<{ id: number; at: string; text: string }> = [
    { title: t('log'), dataIndex: 'text' },
    { dataIndex: 'at', width: 200, render: (at: string) => formatDateTime(at) },
  ];
  return (
    <Card size="small" title={t('log')} data-testid="consent-log">
      <Flex vertical gap="small">
        <OrderFilters value={filters} onChange={setFilters} placeholder={t('logKeyword')} />
        <PagedTable
          queryKey={['customer-consents', 'log']}
          filters={query}
          fetch={listConsentLog}
          rowKey="id"
          columns={columns}
          toolbar={({ reload }) => (
            <>
              <Button href={consentLogExportUrl(query)} data-testid="consent-log-export">
                {t('export')}
              </Button>
              <Button onClick={reload}>{t('refresh')}</Button>
            </>
          )}
        />
      </Flex>
    </Card>
  );
}
