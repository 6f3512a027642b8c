import { App, Button, Card, DatePicker, Flex, Form, Input, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showFieldError } from '../addresses/field-errors';
import { createTransfer } from './api';

interface Values {
  orderNo: string;
  toFactoryNo: string;
  quantity: number;
  dueDate: Dayjs;
  reason: string;
}

/** The factory moves an order's production to another factory on the platform: which order, which factory, how many, by when, why. */
export default function TransferForm() {
  const { t } = useTranslation('productionTransfer');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      const created = await createTransfer({
        orderNo: v.orderNo.trim(),
        toFactoryNo: v.toFactoryNo.trim(),
        quantity: v.quantity,
        dueDate: v.dueDate.format('YYYY-MM-DD'),
        reason: v.reason.trim(),
      });
      void message.success(t('created', { no: created.no }));
      navigate(`/transfer-management-add/index?no=${encodeURIComponent(created.no)}`);
    } catch (error) {
      if (!showFieldError(form, error, ['orderNo', 'toFactoryNo', 'quantity', 'dueDate', 'reason']))
        void message.error(error instanceof Error ? error.message : String(error));
    }
  };
  const required = { required: true, message: t('required') };
  return (
    <Card size="small" title={t('new')} data-testid="pt-form">
      <Form form={form} layout="vertical" style={{ maxWidth: 640 }}>
        <Flex gap="small" wrap>
          <Form.Item
            name="orderNo"
            label={t('field.orderNo')}
            rules={[{ ...required, whitespace: true }]}
            style={{ minWidth: 200, flex: 1 }}
          >
            <Input maxLength={64} data-testid="pt-order" />
          </Form.Item>
          <Form.Item
            name="toFactoryNo"
            label={t('field.toFactoryNo')}
            rules={[{ ...required, whitespace: true }]}
            style={{ minWidth: 200, flex: 1 }}
            extra={t('factoryHint')}
          >
            <Input maxLength={32} data-testid="pt-to" />
          </Form.Item>
        </Flex>
        <Flex gap="small" wrap>
          <Form.Item name="quantity" label={t('field.quantity')} rules={[required]} style={{ minWidth: 160, flex: 1 }}>
            <InputNumber min={1} max={10_000_000} precision={0} style={{ width: '100%' }} data-testid="pt-quantity" />
          </Form.Item>
          <Form.Item name="dueDate" label={t('field.dueDate')} rules={[required]} style={{ minWidth: 160, flex: 1 }}>
            <DatePicker
              style={{ width: '100%' }}
              disabledDate={(d) => d.isBefore(dayjs(), 'day')}
              data-testid="pt-date"
            />
          </Form.Item>
        </Flex>
        <Form.Item name="reason" label={t('field.reason')} rules={[{ ...required, whitespace: true }]}>
          <Input.TextArea maxLength={500} rows={3} data-testid="pt-reason" />
        </Form.Item>
        <Flex gap="small" wrap>
          <Button type="primary" onClick={() => void submit()} data-testid="pt-save">
            {t('send')}
          </Button>
          <Button onClick={() => navigate('/transfer-management/index')}>{t('back')}</Button>
        </Flex>
      </Form>
    </Card>
  );
}
