import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Flex, Form, Input, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Dialog from '../../components/Dialog';
import { markInvoiceIssued } from '../order/api';
import { fetchApplication } from './api';
import { messageOf } from './errors';
import { ApplicationTag } from './StatusTag';
import { formatDateTime } from '../../locales/format';

const INFO_FIELDS = [
  'unitName',
  'taxpayerNo',
  'address',
  'detailAddress',
  'phone',
  'bank',
  'bankCardNo',
  'email',
] as const;

/**
 * One invoice application: the invoicing info the customer applied with and the amount. The factory marks it issued
 * (the order module's call) or drafts a customer invoice against the order.
 */
export default function ApplicationView({ no }: { no: string }) {
  const { t } = useTranslation('customerBilling');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['customer-invoicing', 'detail', no],
    queryFn: () => fetchApplication(no),
    enabled: !!no,
  });
  const [issuing, setIssuing] = useState(false);
  const [form] = Form.useForm<{ invoiceNo?: string }>();

  if (query.isLoading) return <Spin />;
  const a = query.data;
  if (!a) return <Alert type="warning" message={t('application.none')} />;

  const issue = async () => {
    try {
      await markInvoiceIssued(a.id, form.getFieldValue('invoiceNo')?.trim() || undefined);
      void message.success(t('application.issued'));
      setIssuing(false);
    } catch (error) {
      void message.error(messageOf(error));
    }
    void client.invalidateQueries({ queryKey: ['customer-invoicing'] });
  };

  return (
    <Flex vertical gap="small" data-testid="application-detail">
      <Card
        size="small"
        title={
          <Flex gap="small" wrap align="center">
            <Typography.Text strong>{`${t('field.applicationNo')} ${a.no}`}</Typography.Text>
            <ApplicationTag status={a.status} />
          </Flex>
        }
      >
        {a.side === 'factory' && (
          <Flex gap="small" wrap style={{ marginBottom: 12 }}>
            {a.status === 'applied' && (
              <Button
                type="primary"
                onClick={() => {
                  form.resetFields();
                  setIssuing(true);
                }}
                data-testid="ia-issue"
              >
                {t('application.markIssued')}
              </Button>
            )}
            <Button
              onClick={() =>
                navigate(
                  `/customer-invoice-add/index?orderNo=${encodeURIComponent(a.orderNo)}&customerUid=${a.customer.id}`,
                )
              }
              data-testid="ia-invoice"
            >
              {t('application.makeInvoice')}
            </Button>
          </Flex>
        )}
        <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label={t('field.orderNo')}>{a.orderNo}</Descriptions.Item>
          <Descriptions.Item label={t('field.customer')}>{a.customer.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.amount')}>{`${a.currency} ${a.amount}`}</Descriptions.Item>
          <Descriptions.Item label={t('field.taxInvoiceNo')}>{a.invoiceNo ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.appliedAt')}>{formatDateTime(a.appliedAt)}</Descriptions.Item>
          {INFO_FIELDS.map((f) => (
            <Descriptions.Item key={f} label={t(`info.${f}`)}>
              {a.invoicingInfo?.[f] ?? '—'}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
      <Dialog
        open={issuing}
        title={t('application.markIssued')}
        onCancel={() => setIssuing(false)}
        onOk={() => void issue()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="invoiceNo" label={t('field.taxInvoiceNo')}>
            <Input maxLength={64} data-testid="ia-invoice-no" />
          </Form.Item>
        </Form>
      </Dialog>
    </Flex>
  );
}
