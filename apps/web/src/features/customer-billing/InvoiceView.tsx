import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Flex, Form, Input, Spin, Table, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import {
  fetchInvoice,
  invoicePdfUrl,
  issueInvoice,
  sendInvoice,
  voidInvoice,
  writeOffInvoice,
  type InvoiceDetail,
} from './api';
import PaymentDialog from './PaymentDialog';
import InvoicePayments from './InvoicePayments';
import { messageOf } from './errors';
import ReasonDialog from './ReasonDialog';
import { InvoiceTag } from './StatusTag';
import { formatDateTime } from '../../locales/format';

type Line = InvoiceDetail['lines'][number];

/** One customer invoice: its invoicing info, lines and tax, the actions core's table allows the reader, the log. */
export default function InvoiceView({ no }: { no: string }) {
  const { t } = useTranslation('customerBilling');
  const { message } = App.useApp();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['customer-invoices', 'detail', no],
    queryFn: () => fetchInvoice(no),
    enabled: !!no,
  });
  const [issuing, setIssuing] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const [paying, setPaying] = useState(false);
  const [writingOff, setWritingOff] = useState(false);
  const [form] = Form.useForm<{ taxInvoiceNo?: string }>();
  const reload = () => void client.invalidateQueries({ queryKey: ['customer-invoices'] });

  if (query.isLoading) return <Spin />;
  const i = query.data;
  if (!i) return <Alert type="warning" message={t('invoice.none')} />;

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      void message.success(done);
      setIssuing(false);
      setVoiding(false);
      setWritingOff(false);
    } catch (error) {
      void message.error(messageOf(error));
    }
    reload();
  };
  const info = i.invoicingInfo ?? {};

  return (
    <Flex vertical gap="small" data-testid="invoice-detail">
      <Card
        size="small"
        title={
          <Flex gap="small" wrap align="center">
            <Typography.Text strong>{`${t('field.invoiceNo')} ${i.no}`}</Typography.Text>
            <InvoiceTag status={i.status} />
          </Flex>
        }
      >
        <Flex gap="small" wrap style={{ marginBottom: 12 }}>
          <Button href={invoicePdfUrl(i.no)} target="_blank" data-testid="ci-pdf">
            PDF
          </Button>
          {i.actions.includes('issue') && (
            <Button
              type="primary"
              onClick={() => {
                form.resetFields();
                setIssuing(true);
              }}
              data-testid="ci-issue"
            >
              {t('invoice.issue')}
            </Button>
          )}
          {i.actions.includes('send') && (
            <Button
              type="primary"
              onClick={() => void run(() => sendInvoice(i.no, i.rowVersion), t('invoice.sent'))}
              data-testid="ci-send"
            >
              {t('invoice.send')}
            </Button>
          )}
          {i.actions.includes('void') && (
            <Button danger onClick={() => setVoiding(true)} data-testid="ci-void">
              {t('invoice.void')}
            </Button>
          )}
          {i.paymentActions.includes('record_payment') && (
            <Button type="primary" onClick={() => setPaying(true)} data-testid="ci-record-payment">
              {t('payment.record')}
            </Button>
          )}
          {i.paymentActions.includes('write_off') && (
            <Button danger onClick={() => setWritingOff(true)} data-testid="ci-write-off">
              {t('payment.writeOff')}
            </Button>
          )}
        </Flex>
        <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label={t('field.customer')}>{i.customer.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.factory')}>{i.factory.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.basis')}>{i.statementNo ?? t('basis.orders')}</Descriptions.Item>
          <Descriptions.Item label={t('field.taxInvoiceNo')}>{i.taxInvoiceNo ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.unitName')}>{info.unitName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.taxpayerNo')}>{info.taxpayerNo ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.exTax')}>{`${i.currency} ${i.exTax}`}</Descriptions.Item>
          <Descriptions.Item label={`${t('field.tax')} (${i.taxRate}%)`}>{`${i.currency} ${i.tax}`}</Descriptions.Item>
          <Descriptions.Item label={t('field.invoiceTotal')}>
            <Typography.Text strong>{`${i.currency} ${i.total}`}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('payment.paid')}>{`${i.currency} ${i.paid}`}</Descriptions.Item>
          <Descriptions.Item label={t('payment.open')}>
            <Typography.Text strong data-testid="ci-open">{`${i.currency} ${i.open}`}</Typography.Text>
          </Descriptions.Item>
          {i.writtenOff !== '0.00' && (
            <Descriptions.Item label={t('payment.writtenOff')}>
              {`${i.currency} ${i.writtenOff} — ${i.writeOffReason ?? ''}`}
            </Descriptions.Item>
          )}
          {i.note && <Descriptions.Item label={t('field.note')}>{i.note}</Descriptions.Item>}
          {i.voidReason && <Descriptions.Item label={t('field.reason')}>{i.voidReason}</Descriptions.Item>}
        </Descriptions>
      </Card>
      <Card size="small" title={t('field.lines')}>
        <Table<Line>
          size="small"
          rowKey="position"
          pagination={false}
          dataSource={i.lines}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: '#', dataIndex: 'position' },
            { title: t('field.orderNo'), key: 'order', render: (_: unknown, l) => l.orderNo ?? l.description ?? '—' },
            { title: t('field.partNo'), dataIndex: 'partNo', render: (v: string | null) => v ?? '—' },
            {
              title: t('field.quantity'),
              dataIndex: 'quantity',
              align: 'right',
              render: (v: number | null) => v ?? '—',
            },
            {
              title: t('field.unitPrice'),
              dataIndex: 'unitPrice',
              align: 'right',
              render: (v: string | null) => v ?? '—',
            },
            { title: t('field.amount'), dataIndex: 'amount', align: 'right' },
          ]}
        />
      </Card>
      <InvoicePayments invoice={i} />
      <Card size="small" title={t('log')}>
        <Timeline items={i.log.map((l) => ({ key: l.id, children: `${formatDateTime(l.at)} — ${l.text}` }))} />
      </Card>
      <Dialog
        open={issuing}
        title={t('invoice.issue')}
        onCancel={() => setIssuing(false)}
        destroyOnHidden
        onOk={() =>
          void run(
            () =>
              issueInvoice(i.no, {
                taxInvoiceNo: form.getFieldValue('taxInvoiceNo')?.trim() || undefined,
                rowVersion: i.rowVersion,
              }),
            t('invoice.issued'),
          )
        }
      >
        <Form form={form} layout="vertical">
          <Form.Item name="taxInvoiceNo" label={t('field.taxInvoiceNo')}>
            <Input maxLength={40} data-testid="ci-tax-invoice-no" />
          </Form.Item>
        </Form>
      </Dialog>
      <PaymentDialog
        open={paying}
        onClose={() => {
          setPaying(false);
          reload();
        }}
        customerUid={i.customer.id}
        invoiceNo={i.no}
      />
      <ReasonDialog
        open={writingOff}
        title={t('payment.writeOff')}
        onClose={() => setWritingOff(false)}
        onSubmit={(reason) =>
          run(() => writeOffInvoice(i.no, reason, i.rowVersion, crypto.randomUUID()), t('payment.writtenOffDone'))
        }
      />
      <ReasonDialog
        open={voiding}
        title={t('invoice.void')}
        onClose={() => setVoiding(false)}
        onSubmit={(reason) => run(() => voidInvoice(i.no, reason, i.rowVersion), t('invoice.voided'))}
      />
    </Flex>
  );
}
