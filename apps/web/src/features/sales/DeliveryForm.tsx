import { App, Button, Card, DatePicker, Flex, Form, Input, InputNumber, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/http';
import { createDelivery } from './delivery-api';

interface Values {
  plannedDate?: Dayjs;
  address?: string;
  note?: string;
  lines: Array<{ saleNoticeNo?: string; quantity?: number }>;
}

/** A new delivery notice: when and where, and the parts of released sales notices it delivers (one line each). */
export default function DeliveryForm() {
  const { t } = useTranslation('sales');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();

  const submit = async () => {
    // An empty required field is marked on the form; nothing is sent.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      const created = await createDelivery({
        plannedDate: v.plannedDate!.format('YYYY-MM-DD'),
        address: v.address ?? '',
        note: v.note,
        lines: v.lines.map((l) => ({ saleNoticeNo: (l.saleNoticeNo ?? '').trim(), quantity: l.quantity ?? 0 })),
      });
      void message.success(t('delivery.created', { no: created.no }));
      navigate('/delivery-notice/index');
    } catch (error) {
      const field = error instanceof ApiError ? (error.data as { field?: string } | null)?.field : undefined;
      const line = field?.match(/^lines\.(\d+)\.quantity$/);
      if (line)
        form.setFields([{ name: ['lines', Number(line[1]), 'quantity'], errors: [(error as ApiError).message] }]);
      else if (field === 'plannedDate' || field === 'address')
        form.setFields([{ name: field, errors: [(error as ApiError).message] }]);
      else void message.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Card size="small" title={t('delivery.new')} data-testid="delivery-form">
      <Form form={form} layout="vertical" initialValues={{ lines: [{}] }} style={{ maxWidth: 720 }}>
        <Form.Item
          name="plannedDate"
          label={t('delivery.plannedDate')}
          rules={[{ required: true, message: t('required') }]}
        >
          <DatePicker disabledDate={(d) => d.isBefore(dayjs(), 'day')} data-testid="dn-date" />
        </Form.Item>
        <Form.Item
          name="address"
          label={t('delivery.address')}
          rules={[{ required: true, whitespace: true, message: t('required') }]}
        >
          <Input.TextArea rows={2} maxLength={500} data-testid="dn-address" />
        </Form.Item>
        <Form.Item name="note" label={t('delivery.note')}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <Flex vertical gap="small">
              {fields.map((f) => (
                <Space key={f.key} align="baseline" wrap>
                  <Form.Item
                    name={[f.name, 'saleNoticeNo']}
                    label={t('field.no')}
                    rules={[{ required: true, whitespace: true, message: t('required') }]}
                  >
                    <Input style={{ width: 280, maxWidth: '100%' }} data-testid={`dn-line-${f.name}-notice`} />
                  </Form.Item>
                  <Form.Item
                    name={[f.name, 'quantity']}
                    label={t('field.quantity')}
                    rules={[{ required: true, message: t('required') }]}
                  >
                    <InputNumber min={1} precision={0} data-testid={`dn-line-${f.name}-quantity`} />
                  </Form.Item>
                  {fields.length > 1 && <Button onClick={() => remove(f.name)}>{t('delivery.removeLine')}</Button>}
                </Space>
              ))}
              <Button onClick={() => add({})} style={{ alignSelf: 'flex-start' }}>
                {t('delivery.addLine')}
              </Button>
            </Flex>
          )}
        </Form.List>
        <Flex gap="small" style={{ marginTop: 16 }}>
          <Button type="primary" onClick={() => void submit()} data-testid="dn-save">
            {t('save')}
          </Button>
          <Button onClick={() => navigate('/delivery-notice/index')}>{t('delivery.back')}</Button>
        </Flex>
      </Form>
    </Card>
  );
}
