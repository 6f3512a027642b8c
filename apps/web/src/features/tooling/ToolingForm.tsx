import { AMORTISATION_BASES, TOOLING_KINDS, TOOLING_LIMITS, TOOLING_OWNERS, textOfCents } from '@pcbunion/core';
import { App, Button, Card, Flex, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showFieldError } from '../addresses/field-errors';
import AmountInput from '../wallet/AmountInput';
import { centsOfTyped } from '../wallet/money';
import { createTooling, type ToolingForm as Values } from './api';

const FIELDS = [
  'name',
  'kind',
  'customerNo',
  'orderNo',
  'owner',
  'cost',
  'amortiseBasis',
  'amortiseOver',
  'amortisedUnits',
  'location',
];

/** New tooling for a customer: what it is, the customer (its enterprise number) and order, who owns it, its cost and amortisation, where it is kept. */
export default function ToolingForm() {
  const { t } = useTranslation('tooling');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      const created = await createTooling({ ...v, cost: v.cost.trim(), orderNo: v.orderNo?.trim() || undefined });
      void message.success(t('created', { no: created.no }));
      navigate(`/tooling-collaboration/index?no=${encodeURIComponent(created.no)}`);
    } catch (error) {
      if (!showFieldError(form, error, FIELDS))
        void message.error(error instanceof Error ? error.message : String(error));
    }
  };
  const required = [{ required: true, message: t('required') }];
  return (
    <Card size="small" title={t('new')} data-testid="tooling-form">
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 640 }}
        initialValues={{ kind: 'test_fixture', owner: 'customer', amortiseBasis: 'orders', amortisedUnits: 0 }}
      >
        <Form.Item
          name="name"
          label={t('field.name')}
          rules={[{ required: true, whitespace: true, message: t('required') }]}
        >
          <Input maxLength={100} data-testid="tooling-name" />
        </Form.Item>
        <Flex gap="small" wrap>
          <Form.Item name="kind" label={t('field.kind')} rules={required} style={{ minWidth: 180, flex: 1 }}>
            <Select options={TOOLING_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
          </Form.Item>
          <Form.Item name="owner" label={t('field.owner')} rules={required} style={{ minWidth: 180, flex: 1 }}>
            <Select options={TOOLING_OWNERS.map((o) => ({ value: o, label: t(`owner.${o}`) }))} />
          </Form.Item>
        </Flex>
        <Flex gap="small" wrap>
          <Form.Item
            name="customerNo"
            label={t('field.customerNo')}
            rules={[{ required: true, whitespace: true, message: t('required') }]}
            style={{ minWidth: 180, flex: 1 }}
            extra={t('customerHint')}
          >
            <Input maxLength={32} data-testid="tooling-customer" />
          </Form.Item>
          <Form.Item name="orderNo" label={t('field.orderNo')} style={{ minWidth: 180, flex: 1 }}>
            <Input maxLength={64} />
          </Form.Item>
        </Flex>
        <Flex gap="small" wrap>
          <Form.Item
            name="cost"
            label={t('field.cost')}
            rules={[
              { required: true, whitespace: true, message: t('required') },
              {
                validator: async (_, value: string | undefined) => {
                  if (!value?.trim()) return;
                  const cents = centsOfTyped(value);
                  if (cents === null) throw new Error(t('amountFormat'));
                  if (cents > TOOLING_LIMITS.costCents)
                    throw new Error(t('amountTooLarge', { max: textOfCents(TOOLING_LIMITS.costCents) }));
                },
              },
            ]}
            style={{ minWidth: 140, flex: 1 }}
          >
            <AmountInput data-testid="tooling-cost" />
          </Form.Item>
          <Form.Item
            name="amortiseBasis"
            label={t('field.amortiseBasis')}
            rules={required}
            style={{ minWidth: 140, flex: 1 }}
          >
            <Select options={AMORTISATION_BASES.map((b) => ({ value: b, label: t(`basis.${b}`) }))} />
          </Form.Item>
          <Form.Item
            name="amortiseOver"
            label={t('field.amortiseOver')}
            rules={required}
            style={{ minWidth: 140, flex: 1 }}
          >
            <InputNumber min={1} max={10_000_000} precision={0} style={{ width: '100%' }} data-testid="tooling-over" />
          </Form.Item>
          <Form.Item name="amortisedUnits" label={t('field.amortisedUnits')} style={{ minWidth: 140, flex: 1 }}>
            <InputNumber min={0} max={10_000_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Form.Item name="location" label={t('field.location')}>
          <Input maxLength={200} />
        </Form.Item>
        <Flex gap="small" wrap>
          <Button type="primary" onClick={() => void submit()} data-testid="tooling-save">
            {t('save')}
          </Button>
          <Button onClick={() => navigate('/tooling-collaboration/index')}>{t('back')}</Button>
        </Flex>
      </Form>
    </Card>
  );
}
