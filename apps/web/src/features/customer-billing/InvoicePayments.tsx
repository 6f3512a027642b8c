import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetail } from './api';

type Payment = InvoiceDetail['payments'][number];

/** The payments allocated to an invoice; one undone by its receipt's reversal stays, struck through. */
export default function InvoicePayments({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('customerBilling');
  if (!invoice.payments.length) return null;
  return (
    <Card size="small" title={t('payment.title')} data-testid="ci-payments">
      <Table<Payment>
        size="small"
        rowKey={(p) => `${p.receiptNo}-${p.amount}`}
        pagination={false}
        dataSource={invoice.payments}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('payment.no'), dataIndex: 'receiptNo' },
          { title: t('payment.receivedOn'), dataIndex: 'receivedOn' },
          { title: t('payment.bankReference'), dataIndex: 'bankReference' },
          {
            title: t('payment.allocated'),
            dataIndex: 'amount',
            align: 'right',
            render: (v: string, p) => (p.undone ? <del>{`${invoice.currency} ${v}`}</del> : `${invoice.currency} ${v}`),
          },
          {
            title: t('field.status'),
            key: 'undone',
            render: (_: unknown, p) => (p.undone ? <Tag>{t('receiptStatus.reversed')}</Tag> : null),
          },
        ]}
      />
    </Card>
  );
}
