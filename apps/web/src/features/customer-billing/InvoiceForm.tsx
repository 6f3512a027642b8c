import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createInvoice, statementCustomers } from './api';
import { markField, messageOf } from './errors';

interface Values {
  basis: 'statement' | 'orders';
  statementNo?: string;
  customerUid?: string;
  lines?: Array<{ orderNo?: string; quantity?: number }>;
  taxRate?: string;
  note?: string;
}

/**
 * A new invoice (draft): against a confirmed statement, or against order lines of one customer. The server refuses
 * a line beyond what was accepted on receipt and names it; the refusal is marked on that line.
 */
export default function InvoiceForm({
  statementNo,
  orderNo,
  customerUid,
}: {
  statementNo?: string;
  orderNo?: string;
  customerUid?: string;
}) {
  const { t } = useTranslation('customerBilling');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const basis = Form.useWatch('basis', form) ?? (orderNo ? 'orders' : 'statement');
  const customers = useQuery({ queryKey: ['customer-statements', 'customers'], queryFn: statementCustomers });

  const submit = async () => {
    // An empty required field is marked on the form; nothing is sent.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      const body =
        v.basis === 'statement'
          ? { statementNo: v.statementNo!.trim() }
          : {
              customerUid: v.customerUid!,
              lines: (v.lines ?? []).map((l) => ({ orderNo: (l.orderNo ?? '').trim(), quantity: l.quantity ?? 0 })),
            };
      const created = await createInvoice({
        ...body,
        taxRate: v.taxRate?.trim() || undefined,
        note: v.note?.trim() || undefined,
      });
      void message.success(t('invoice.created', { no: created.no }));
      navigate(`/customer-invoice-add/index?no=${encodeURIComponent(created.no)}`);
    } catch (error) {
      const names: Record<string, Array<string | number>> = {
        statementNo: ['statementNo'],
        customerUid: ['customerUid'],
        taxRate: ['taxRate'],
      };
      (v.lines ?? []).forEach((_, i) => {
        names[`lines.${i}.quantity`] = ['lines', i, 'quantity'];
        names[`lines.${i}.orderNo`] = ['lines', i, 'orderNo'];
      });
      if (!markField(form, error, names)) void message.error(messageOf(error));
    }
  };

  return (
    <Card size="small" title={t('invoice.new')} data-testid="invoice-form">
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 720 }}
        initialValues={{
          basis: orderNo ? 'orders' : 'statement',
          statementNo,
          customerUid,
          lines: [{ orderNo }],
          taxRate: '13',
        }}
      >
        <Form.Item name="basis" label={t('field.basis')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'statement', label: t('basis.statement') },
              { value: 'orders', label: t('basis.orders') },
            ]}
          />
        </Form.Item>
        {basis === 'statement' ? (
          <Form.Item
            name="statementNo"
            label={t('field.statementNo')}
            rules={[{ required: true, whitespace: true, message: t('required') }]}
          >
            <Input maxLength={40} style={{ maxWidth: 360 }} data-testid="ci-statement" />
          </Form.Item>
        ) : (
          <>
            <Form.Item
              name="customerUid"
              label={t('field.customer')}
              rules={[{ required: true, message: t('required') }]}
            >
              <Select
                showSearch
                optionFilterProp="label"
                style={{ maxWidth: 360 }}
                options={(customers.data ?? []).map((c) => ({ value: c.uid, label: c.name }))}
                data-testid="ci-customer"
              />
            </Form.Item>
            <Form.List name="lines">
              {(fields, { add, remove }) => (
                <Flex vertical gap="small">
                  {fields.map((f) => (
                    <Space key={f.key} align="baseline" wrap>
                      <Form.Item
                        name={[f.name, 'orderNo']}
                        label={t('field.orderNo')}
                        rules={[{ required: true, whitespace: true, message: t('required') }]}
                      >
                        <Input
                          maxLength={40}
                          style={{ width: 280, maxWidth: '100%' }}
                          data-testid={`ci-line-${f.name}-order`}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[f.name, 'quantity']}
                        label={t('field.quantity')}
                        rules={[{ required: true, message: t('required') }]}
                      >
                        <InputNumber min={1} precision={0} data-testid={`ci-line-${f.name}-quantity`} />
                      </Form.Item>
                      {fields.length > 1 && <Button onClick={() => remove(f.name)}>{t('remove')}</Button>}
                    </Space>
                  ))}
                  <Button onClick={() => add({})} style={{ alignSelf: 'flex-start' }}>
                    {t('addLine')}
                  </Button>
                </Flex>
              )}
            </Form.List>
          </>
        )}
        <Form.Item
          name="taxRate"
          label={t('field.taxRate')}
          rules={[
            { required: true, message: t('required') },
            { pattern: /^\d{1,3}(\.\d{1,4})?$/, message: t('taxRateHint') },
          ]}
        >
          <Input maxLength={8} style={{ width: 120 }} data-testid="ci-tax-rate" />
        </Form.Item>
        <Form.Item name="note" label={t('field.note')}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        <Flex gap="small" wrap>
          <Button type="primary" onClick={() => void submit()} data-testid="ci-save">
            {t('invoice.save')}
          </Button>
          <Button onClick={() => navigate('/customer-invoice/index')}>{t('back')}</Button>
        </Flex>
      </Form>
    </Card>
  );
}
