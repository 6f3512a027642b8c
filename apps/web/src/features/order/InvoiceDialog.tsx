import { invoiceAmountProblem } from '@pcbunion/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Select, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import { listInvoicingInfos } from '../addresses/api';
import AmountInput from '../wallet/AmountInput';
import { amountText, centsOfTyped } from '../wallet/money';
import type { Order } from './api';
import { centsOf, invoiceableCents, moneyText } from './money';

interface Values {
  invoicingInfoId: string;
  amount: string;
}

/**
 * Invoice application (spec 02 §5 Invoicing): needs selected invoicing info; an amount of 0, or an order already
 * wholly invoiced, is refused (the server checks the same rule, packages/core `invoiceAmountProblem`).
 */
export default function InvoiceDialog({
  order,
  onSubmit,
  onClose,
}: {
  order: Order | null;
  onSubmit: (body: Values) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('order');
  const [form] = Form.useForm<Values>();
  const infos = useQuery({
    queryKey: ['invoicing-infos', 'for-invoice'],
    queryFn: () => listInvoicingInfos({ page_no: 1, page_size: 100 }),
    enabled: order !== null,
  });
  const open = order ? invoiceableCents(order) : 0n;
  const facts = { paid: centsOf(order?.paid), refunded: centsOf(order?.refunded), invoiced: centsOf(order?.invoiced) };
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await onSubmit({ invoicingInfoId: values.invoicingInfoId, amount: amountText(values.amount) });
  };
  const options = (infos.data?.data ?? [])
    .filter((i) => i.status === 'valid')
    .map((i) => ({ value: i.id, label: `${i.unitName} (${i.taxpayerNo})` }));
  return (
    <Dialog
      open={order !== null}
      title={t('invoice.title')}
      onCancel={onClose}
      onOk={submit}
      okText={t('action.submit')}
      okButtonProps={{ disabled: open <= 0n, 'data-testid': 'invoice-submit' } as ButtonProps}
      destroyOnHidden
    >
      {open <= 0n && <Alert type="warning" showIcon message={t('invoice.nothingLeft')} style={{ marginBottom: 12 }} />}
      {infos.isSuccess && options.length === 0 && (
        <Alert type="info" showIcon message={t('invoice.noInfo')} style={{ marginBottom: 12 }} />
      )}
      <Form form={form} layout="vertical" initialValues={{ amount: open > 0n ? moneyText(open) : '' }}>
        <Form.Item
          name="invoicingInfoId"
          label={t('invoice.info')}
          rules={[{ required: true, message: t('invoice.infoRequired') }]}
        >
          <Select options={options} loading={infos.isLoading} data-testid="invoice-info" />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('invoice.amount')}
          extra={
            <Typography.Text type="secondary">{t('invoice.remaining', { amount: moneyText(open) })}</Typography.Text>
          }
          rules={[
            { required: true, message: t('refund.amountRequired') },
            {
              validator: async (_, value: string | undefined) => {
                if (!value) return;
                const cents = centsOfTyped(value);
                if (cents === null) throw new Error(t('refund.amountFormat'));
                const problem = invoiceAmountProblem(cents, facts);
                if (problem === 'zero') throw new Error(t('invoice.zero'));
                if (problem === 'all_invoiced') throw new Error(t('invoice.nothingLeft'));
                if (problem === 'exceeds') throw new Error(t('refund.amountTooLarge', { max: moneyText(open) }));
              },
            },
          ]}
        >
          <AmountInput data-testid="invoice-amount" />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
