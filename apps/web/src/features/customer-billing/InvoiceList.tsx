import { CUSTOMER_INVOICE_STATUSES, type CustomerInvoiceStatus } from '@pcbunion/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Select, Tabs, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import PagedTable from '../../components/PagedTable';
import OrderFilters, { emptyOrderFilters, orderFilterQuery, type OrderFilterState } from '../order/OrderFilters';
import { invoicesExportUrl, listInvoices, type Invoice } from './api';
import { InvoiceTag } from './StatusTag';
import PaymentDialog from './PaymentDialog';
import ReceiptList from './ReceiptList';
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
  const [paying, setPaying] = useState<Invoice | 'any' | null>(null);
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
    { title: t('payment.paid'), dataIndex: 'paid', align: 'right' },
    {
      title: t('payment.open'),
      dataIndex: 'open',
      align: 'right',
      render: (v: string, i) => <span data-testid={`ci-open-${i.no}`}>{v}</span>,
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
    ...(factory
      ? [
          {
            title: t('payment.actions'),
            key: 'pay',
            render: (_: unknown, i: Invoice) =>
              i.paymentActions.includes('record_payment') && (
                <Typography.Link onClick={() => setPaying(i)} data-testid={`ci-pay-${i.no}`}>
                  {t('payment.record')}
                </Typography.Link>
              ),
          },
        ]
      : []),
  ];
  const list = (
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
              {factory && (
                <Button onClick={() => setPaying('any')} data-testid="ci-record-payment">
                  {t('payment.record')}
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
  if (!factory) return list;
  return (
    <>
      <Tabs
        items={[
          { key: 'invoices', label: t('payment.invoicesTab'), children: list },
          { key: 'receipts', label: t('payment.receiptsTab'), children: <ReceiptList /> },
        ]}
      />
      <PaymentDialog
        open={paying !== null}
        onClose={() => setPaying(null)}
        customerUid={paying && paying !== 'any' ? paying.customer.id : undefined}
        invoiceNo={paying && paying !== 'any' ? paying.no : undefined}
      />
    </>
  );
}
