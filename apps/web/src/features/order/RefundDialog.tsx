import { refundAmountProblem } from '@pcbunion/core';
import { Form, Input, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import AmountInput from '../wallet/AmountInput';
import { amountText, centsOfTyped } from '../wallet/money';
import type { Order } from './api';
import { centsOf, moneyText, refundableCents } from './money';

/** A refund request (spec 02 §4): a reason and an amount of at most what was paid less what was refunded. */
export default function RefundDialog({
  order,
  onSubmit,
  onClose,
}: {
  order: Order | null;
  onSubmit: (body: { amount: string; reason: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('order');
  const [form] = Form.useForm<{ amount: string; reason: string }>();
  const max = order ? refundableCents(order) : 0n;
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await onSubmit({ amount: amountText(values.amount), reason: values.reason.trim() });
  };
  return (
    <Dialog
      open={order !== null}
      title={t('refund.title')}
      onCancel={onClose}
      onOk={submit}
      okText={t('action.submit')}
      okButtonProps={{ 'data-testid': 'refund-submit' } as ButtonProps}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ amount: moneyText(max), reason: '' }}>
        <Form.Item
          name="amount"
          label={t('refund.amount')}
          extra={<Typography.Text type="secondary">{t('refund.max', { max: moneyText(max) })}</Typography.Text>}
          rules={[
            { required: true, message: t('refund.amountRequired') },
            {
              validator: async (_, value: string | undefined) => {
                if (!value) return;
                const cents = centsOfTyped(value);
                if (cents === null) throw new Error(t('refund.amountFormat'));
                const problem = order
                  ? refundAmountProblem(cents, { paid: centsOf(order.paid), refunded: centsOf(order.refunded) })
                  : null;
                if (problem === 'zero') throw new Error(t('refund.amountPositive'));
                if (problem === 'exceeds') throw new Error(t('refund.amountTooLarge', { max: moneyText(max) }));
              },
            },
          ]}
        >
          <AmountInput data-testid="refund-amount" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('refund.reason')}
          rules={[{ required: true, whitespace: true, message: t('refund.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} data-testid="refund-reason" />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
