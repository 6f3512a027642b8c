import { CUSTOMER_INVOICE_STATUSES, type CustomerInvoiceStatus } from '@pcbunion/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Select, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import PagedTable from '../../components/PagedTable';
import OrderFilters, { emptyOrderFilters, orderFilterQuery, type OrderFilterState } from '../order/OrderFilters';
import { invoicesExportUrl, listInvoices, type Invoice } from './api';
import { InvoiceTag } from './StatusTag';
import { useFactorySide } from './useSide';
import { formatDateTime } from '../../locales/format';

/** Customer invoices: the factory's of all its customers, the customer's own once issued. Search, state, dates, sort, pages, Excel. */
export default function InvoiceList() {
  const { t } = useTranslation('customerBilling');
  const navigate = useNavigate();
  const client = useQueryClient();
  const factory = useFactorySide();
  const [filters, setFilters] = useState<OrderFilterState>(emptyOrderFilters);
  const [status, setStatus] = useState<CustomerInvoiceStatus | undefined>();
  const query = { side: factory ? 'factory' : 'customer', status, ...orderFilterQuery(filters) };
  const open = (no: string) => navigate(`/customer-invoice-add/index?no=${encodeURIComponent(no)}`);
  const columns: TableColumnsType<Invoice> = [
    {
      title: t('field.invoiceNo'),
      dataIndex: 'no',
      key: 'invoiceNo',
      sorter: true,
      render: (no: string) => <Typography.Link onClick={() => open(no)}>{no}</Typography.Link>,
    },
    {
      title: t(factory ? 'field.customer' : 'field.factory'),
      key: 'party',
      render: (_: unknown, i) => (factory ? i.customer.name : i.factory.name) ?? '—',
    },
    { title: t('field.basis'), key: 'basis', render: (_: unknown, i) => i.statementNo ?? t('basis.orders') },
    { title: t('field.taxInvoiceNo'), dataIndex: 'taxInvoiceNo', render: (v: string | null) => v ?? '—' },
    { title: t('field.exTax'), dataIndex: 'exTax', align: 'right' },
    { title: t('field.tax'), dataIndex: 'tax', align: 'right' },
    {
      title: t('field.invoiceTotal'),
      dataIndex: 'total',
      key: 'total',
      sorter: true,
      align: 'right',
      render: (v: string, i) => `${i.currency} ${v}`,
    },
    {
      title: t('field.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (s: CustomerInvoiceStatus) => <InvoiceTag status={s} />,
    },
    {
      title: t('field.createdAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      render: (at: string) => formatDateTime(at),
    },
  ];
  return (
    <Card size="small" data-testid="invoice-list">
      <Flex vertical gap="small">
        <OrderFilters value={filters} onChange={setFilters}>
          <Select<CustomerInvoiceStatus>
            allowClear
            placeholder={t('field.status')}
            style={{ width: 160, maxWidth: '100%' }}
            value={status}
            onChange={setStatus}
            options={CUSTOMER_INVOICE_STATUSES.map((s) => ({ value: s, label: t(`invoiceStatus.${s}`) }))}
          />
        </OrderFilters>
        <PagedTable<Invoice>
          queryKey={['customer-invoices', query.side]}
          filters={query}
          fetch={listInvoices}
          rowKey="no"
          summary={{ columns: ['exTax', 'tax', 'total'], groupOf: (row) => row.currency }}
          alwaysShowPagination
          columns={columns}
          toolbar={() => (
            <>
              {factory && (
                <Button type="primary" onClick={() => navigate('/customer-invoice-add/index')} data-testid="ci-new">
                  {t('invoice.new')}
                </Button>
              )}
              <Button href={invoicesExportUrl(query)} data-testid="ci-export">
                {t('export')}
              </Button>
              <Button onClick={() => void client.invalidateQueries({ queryKey: ['customer-invoices'] })}>
                {t('refresh')}
              </Button>
            </>
          )}
        />
      </Flex>
    </Card>
  );
}
