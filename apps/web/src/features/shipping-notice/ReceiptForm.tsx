import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import type { DeliveryDetail } from '../sales/delivery-api';
import { confirmReceipt } from './api';

type Line = DeliveryDetail['lines'][number];
interface Values {
  lines: Array<{ position: number; accepted: number | null; disputed: number | null; reason?: string }>;
  note?: string;
}

/**
 * The customer's receipt of a shipment: per line the pieces accepted and disputed (together what was shipped), a
 * reason for a dispute, a note; confirmed once. The same rule as the server: a line that does not add up is marked.
 */
export default function ReceiptForm({ delivery }: { delivery: DeliveryDetail }) {
  const { t } = useTranslation('shippingNotice');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const initial: Values = {
    lines: delivery.lines.map((l) => ({ position: l.position, accepted: l.quantity, disputed: 0 })),
  };

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      await confirmReceipt(delivery.no, {
        lines: delivery.lines.map((line, i) => {
          const l = v.lines?.[i];
          return {
            position: line.position,
            accepted: l?.accepted ?? 0,
            disputed: l?.disputed ?? 0,
            reason: l?.reason?.trim() || null,
          };
        }),
        note: v.note?.trim() || undefined,
        rowVersion: delivery.rowVersion,
      });
      void message.success(t('receiptDone'));
    } catch (error) {
      const field = error instanceof ApiError ? (error.data as { field?: string } | null)?.field : undefined;
      const line = field ? /^lines\.(\d+)/.exec(field) : null;
      if (line)
        form.setFields([{ name: ['lines', Number(line[1]) - 1, 'accepted'], errors: [(error as Error).message] }]);
      else void message.error(error instanceof Error ? error.message : String(error));
    }
    void client.invalidateQueries({ queryKey: ['deliveries'] });
    void client.invalidateQueries({ queryKey: ['shipments'] });
  };

  const sumRule = (index: number) => ({
    validator: async () => {
      const l = form.getFieldValue(['lines', index]) as Values['lines'][number];
      const shipped = delivery.lines[index]!.quantity;
      if ((l.accepted ?? 0) + (l.disputed ?? 0) !== shipped) throw new Error(t('sum', { shipped }));
    },
  });

  return (
    <Form form={form} initialValues={initial} layout="vertical" data-testid="receipt-form">
      <Typography.Title level={5}>{t('receiptTitle')}</Typography.Title>
      <Table<Line>
        size="small"
        rowKey="position"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={delivery.lines}
        columns={[
          { title: '#', dataIndex: 'position' },
          { title: t('field.partNo'), dataIndex: 'partNo' },
          { title: t('field.shipped'), dataIndex: 'quantity', align: 'right' },
          {
            title: t('field.accepted'),
            key: 'accepted',
            render: (_, __, i) => (
              <Form.Item
                name={['lines', i, 'accepted']}
                dependencies={[['lines', i, 'disputed']]}
                rules={[{ required: true, message: t('required') }, sumRule(i)]}
                style={{ margin: 0 }}
              >
                <InputNumber min={0} precision={0} style={{ width: 110 }} data-testid={`receipt-accepted-${i + 1}`} />
              </Form.Item>
            ),
          },
          {
            title: t('field.disputed'),
            key: 'disputed',
            render: (_, __, i) => (
              <Form.Item
                name={['lines', i, 'disputed']}
                rules={[{ required: true, message: t('required') }]}
                style={{ margin: 0 }}
              >
                <InputNumber min={0} precision={0} style={{ width: 110 }} data-testid={`receipt-disputed-${i + 1}`} />
              </Form.Item>
            ),
          },
          {
            title: t('field.reason'),
            key: 'reason',
            render: (_, __, i) => (
              <Form.Item
                name={['lines', i, 'reason']}
                dependencies={[['lines', i, 'disputed']]}
                rules={[
                  {
                    validator: async (_r, value?: string) => {
                      if ((form.getFieldValue(['lines', i, 'disputed']) ?? 0) > 0 && !value?.trim())
                        throw new Error(t('reasonNeeded'));
                    },
                  },
                ]}
                style={{ margin: 0 }}
              >
                <Input
                  maxLength={500}
                  style={{ width: 240, maxWidth: '100%' }}
                  data-testid={`receipt-reason-${i + 1}`}
                />
              </Form.Item>
            ),
          },
        ]}
      />
      <Form.Item name="note" label={t('field.note')} style={{ marginTop: 12 }}>
        <Input.TextArea maxLength={2000} rows={2} />
      </Form.Item>
      <Space>
        <Button type="primary" onClick={() => void submit()} data-testid="receipt-confirm">
          {t('confirmReceipt')}
        </Button>
      </Space>
    </Form>
  );
}
