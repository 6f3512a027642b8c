import { INVOICE_APPLICATION_STATUSES, type InvoiceApplicationStatus } from '@pcbunion/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Select, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import PagedTable from '../../components/PagedTable';
import OrderFilters, { emptyOrderFilters, orderFilterQuery, type OrderFilterState } from '../order/OrderFilters';
import { applicationsExportUrl, listApplications, type Application } from './api';
import { ApplicationTag } from './StatusTag';
import { useFactorySide } from './useSide';
import { formatDateTime } from '../../locales/format';

/** The customers' invoice applications (made on their orders): search, state, dates, sort, pages, Excel. */
export default function ApplicationList() {
  const { t } = useTranslation('customerBilling');
  const navigate = useNavigate();
  const client = useQueryClient();
  const factory = useFactorySide();
  const [filters, setFilters] = useState<OrderFilterState>(emptyOrderFilters);
  const [status, setStatus] = useState<InvoiceApplicationStatus | undefined>();
  const query = { side: factory ? 'factory' : 'customer', status, ...orderFilterQuery(filters) };
  const open = (no: string) => navigate(`/customer-invoice-new-detail/index?no=${encodeURIComponent(no)}`);
  const columns: TableColumnsType<Application> = [
    {
      title: t('field.applicationNo'),
      dataIndex: 'no',
      render: (no: string) => <Typography.Link onClick={() => open(no)}>{no}</Typography.Link>,
    },
    { title: t('field.orderNo'), dataIndex: 'orderNo', key: 'orderNo', sorter: true },
    {
      title: t(factory ? 'field.customer' : 'field.factory'),
      key: 'party',
      render: (_: unknown, a) => (factory ? a.customer.name : a.factory.name) ?? '—',
    },
    { title: t('field.unitName'), key: 'unit', render: (_: unknown, a) => a.invoicingInfo?.unitName ?? '—' },
    {
      title: t('field.amount'),
      dataIndex: 'amount',
      key: 'amount',
      sorter: true,
      align: 'right',
      render: (v: string, a) => `${a.currency} ${v}`,
    },
    {
      title: t('field.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (s: InvoiceApplicationStatus) => <ApplicationTag status={s} />,
    },
    { title: t('field.taxInvoiceNo'), dataIndex: 'invoiceNo', render: (v: string | null) => v ?? '—' },
    {
      title: t('field.appliedAt'),
      dataIndex: 'appliedAt',
      key: 'appliedAt',
      sorter: true,
      render: (at: string) => formatDateTime(at),
    },
  ];
  return (
    <Card size="small" data-testid="application-list">
      <Flex vertical gap="small">
        <OrderFilters value={filters} onChange={setFilters}>
          <Select<InvoiceApplicationStatus>
            allowClear
            placeholder={t('field.status')}
            style={{ width: 160, maxWidth: '100%' }}
            value={status}
            onChange={setStatus}
            options={INVOICE_APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`applicationStatus.${s}`) }))}
          />
        </OrderFilters>
        <PagedTable<Application>
          queryKey={['customer-invoicing', query.side]}
          filters={query}
          fetch={listApplications}
          rowKey="id"
          alwaysShowPagination
          columns={columns}
          toolbar={() => (
            <>
              <Button href={applicationsExportUrl(query)} data-testid="ia-export">
                {t('export')}
              </Button>
              <Button onClick={() => void client.invalidateQueries({ queryKey: ['customer-invoicing'] })}>
                {t('refresh')}
              </Button>
            </>
          )}
        />
      </Flex>
    </Card>
  );
}
