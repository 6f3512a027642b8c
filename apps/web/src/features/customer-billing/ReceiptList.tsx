import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Select, Typography, type TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import PagedTable from '../../components/PagedTable';
import OrderFilters, { emptyOrderFilters, orderFilterQuery, type OrderFilterState } from '../order/OrderFilters';
import { formatDateTime } from '../../locales/format';
import { listReceipts, reverseReceipt, statementCustomers, type Receipt } from './api';
import { messageOf } from './errors';
import PaymentDialog from './PaymentDialog';
import ReasonDialog from './ReasonDialog';
import { ReceiptTag } from './StatusTag';

/** The factory's customer payments: search by customer, payer, bank reference or number, received days, sort, pages, 合计. */
export default function ReceiptList() {
  const { t } = useTranslation('customerBilling');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [filters, setFilters] = useState<OrderFilterState>(emptyOrderFilters);
  const [customerUid, setCustomerUid] = useState<string | undefined>();
  const [recording, setRecording] = useState(false);
  const [reversing, setReversing] = useState<Receipt | null>(null);
  const key = useRef(crypto.randomUUID());
  const customers = useQuery({ queryKey: ['customer-statements', 'customers'], queryFn: statementCustomers });
  const query = { customerUid, ...orderFilterQuery(filters) };
  const reload = () => {
    void client.invalidateQueries({ queryKey: ['customer-receipts'] });
    void client.invalidateQueries({ queryKey: ['customer-invoices'] });
  };
  const columns: TableColumnsType<Receipt> = [
    { title: t('payment.no'), dataIndex: 'no', key: 'no', sorter: true },
    { title: t('payment.receivedOn'), dataIndex: 'receivedOn', key: 'receivedOn', sorter: true },
    { title: t('field.customer'), key: 'customer', render: (_: unknown, r) => r.customer.name ?? '—' },
    { title: t('payment.payer'), dataIndex: 'payer', key: 'payer', sorter: true },
    { title: t('payment.bankReference'), dataIndex: 'bankReference' },
    { title: t('payment.amount'), dataIndex: 'amount', key: 'amount', sorter: true, align: 'right' },
    { title: t('payment.allocated'), dataIndex: 'allocated', key: 'allocated', sorter: true, align: 'right' },
    { title: t('payment.credit'), dataIndex: 'unallocated', align: 'right' },
    { title: t('field.status'), dataIndex: 'status', render: (s: Receipt['status']) => <ReceiptTag status={s} /> },
    {
      title: t('field.createdAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      render: (at: string) => formatDateTime(at),
    },
    {
      title: t('payment.actions'),
      key: 'actions',
      render: (_: unknown, r) =>
        r.status === 'recorded' ? (
          <Typography.Link type="danger" onClick={() => setReversing(r)} data-testid={`pay-reverse-${r.no}`}>
            {t('payment.reverse')}
          </Typography.Link>
        ) : (
          (r.reverseReason ?? '—')
        ),
    },
  ];
  return (
    <Card size="small" data-testid="receipt-list">
      <Flex vertical gap="small">
        <OrderFilters value={filters} onChange={setFilters} placeholder={t('payment.search')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('field.customer')}
            style={{ width: 220, maxWidth: '100%' }}
            value={customerUid}
            onChange={setCustomerUid}
            options={(customers.data ?? []).map((c) => ({ value: c.uid, label: c.name }))}
          />
        </OrderFilters>
        <PagedTable<Receipt>
          queryKey={['customer-receipts']}
          filters={query}
          fetch={listReceipts}
          rowKey="no"
          summary={{ columns: ['amount', 'allocated', 'unallocated'], groupOf: (row) => row.currency }}
          alwaysShowPagination
          columns={columns}
          toolbar={() => (
            <>
              <Button type="primary" onClick={() => setRecording(true)} data-testid="pay-record">
                {t('payment.record')}
              </Button>
              <Button onClick={reload}>{t('refresh')}</Button>
            </>
          )}
        />
      </Flex>
      <PaymentDialog open={recording} onClose={() => setRecording(false)} />
      <ReasonDialog
        open={!!reversing}
        title={t('payment.reverse')}
        onClose={() => setReversing(null)}
        onSubmit={async (reason) => {
          try {
            await reverseReceipt(reversing!.no, reason, reversing!.rowVersion, key.current);
            key.current = crypto.randomUUID();
            void message.success(t('payment.reversed'));
            setReversing(null);
          } catch (error) {
            key.current = crypto.randomUUID();
            void message.error(messageOf(error));
          }
          reload();
        }}
      />
    </Card>
  );
}
