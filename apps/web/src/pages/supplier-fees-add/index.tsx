import { SUPPLIER_FEE_KINDS, type SupplierFeeKind } from '@pcbunion/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feeableOrders, proposeFee } from '../../features/supplier-billing/api';

interface Values {
  orderNo: string;
  kind: SupplierFeeKind;
  amount: string;
  taxRate?: string;
  description?: string;
}

/** The supplier proposes a fee against one of its confirmed purchase orders; the factory is told by the bell. */
export default function SupplierFeeAddPage() {
  const { t } = useTranslation('supplierBilling');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const orders = useQuery({ queryKey: ['supplier-fees', 'orders'], queryFn: feeableOrders });
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    // A refusal is shown by the API layer's toast; the form stays as it is.
    const made = await proposeFee({
      orderNo: values.orderNo,
      kind: values.kind,
      amount: String(values.amount),
      taxRate: values.taxRate === undefined || values.taxRate === null ? undefined : String(values.taxRate),
      description: values.description,
    }).catch(() => null);
    if (!made) return;
    message.success(t('fee.proposed', { no: made.no }));
    form.resetFields();
    void client.invalidateQueries({ queryKey: ['supplier-fees'] });
    navigate(`/supplier-fees-details/index?no=${encodeURIComponent(made.no)}`);
  };
  return (
    <Card size="small" title={t('fee.new')} data-testid="supplier-fee-add" style={{ maxWidth: 640 }}>
      <Form form={form} layout="vertical" initialValues={{ kind: 'freight', taxRate: '13' }}>
        <Form.Item name="orderNo" label={t('field.orderNo')} rules={[{ required: true, message: t('required') }]}>
          <Select
            showSearch
            data-testid="fee-order"
            loading={orders.isLoading}
            options={(orders.data ?? []).map((o) => ({ value: o.no, label: `${o.no} · ${o.orderDate}` }))}
          />
        </Form.Item>
        <Form.Item name="kind" label={t('field.kind')} rules={[{ required: true, message: t('required') }]}>
          <Select
            options={SUPPLIER_FEE_KINDS.map((k) => ({ value: k, label: t(`fee.kind.${k}`) }))}
            data-testid="fee-kind"
          />
        </Form.Item>
        <Form.Item name="amount" label={t('field.amount')} rules={[{ required: true, message: t('required') }]}>
          <InputNumber
            min="0.01"
            step="0.01"
            precision={2}
            stringMode
            style={{ width: '100%', maxWidth: 240 }}
            data-testid="fee-amount"
          />
        </Form.Item>
        <Form.Item name="taxRate" label={t('field.taxRate')}>
          <InputNumber min="0" max="100" stringMode style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="description" label={t('field.description')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Button type="primary" onClick={() => void submit()} data-testid="fee-submit">
          {t('fee.propose')}
        </Button>
      </Form>
    </Card>
  );
}
