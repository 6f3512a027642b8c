import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, DatePicker, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { invoiceable, listStatements, submitInvoice } from '../../features/supplier-billing/api';

interface Values {
  statementNo: string;
  supplierInvoiceNo: string;
  invoiceDate?: Dayjs;
  includeFees?: boolean;
  note?: string;
  lines?: Array<{ quantity?: string; unitPrice?: string }>;
}

/**
 * The supplier records an invoice against one of its confirmed statements: per received order line the quantity and
 * price invoiced (what is still invoiceable, at the order price, to start with), the fees if invoiced now. The server
 * matches each line three ways and refuses more than was received net of returns, naming the line.
 */
export default function SupplierInvoiceAddPage() {
  const { t } = useTranslation('supplierBilling');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const statementNo = Form.useWatch('statementNo', form);
  const statements = useQuery({
    queryKey: ['supplier-statements', 'confirmed'],
    queryFn: () => listStatements({ page_no: 1, page_size: 100, status: 'confirmed' }),
  });
  const basis = useQuery({
    queryKey: ['supplier-statement', statementNo, 'invoiceable'],
    queryFn: () => invoiceable(statementNo),
    enabled: !!statementNo,
  });
  useEffect(() => {
    const given = params.get('statement');
    if (given) form.setFieldValue('statementNo', given);
  }, [params, form]);
  useEffect(() => {
    if (basis.data)
      form.setFieldValue(
        'lines',
        basis.data.lines.map((l) => ({ quantity: l.invoiceable, unitPrice: l.orderPrice })),
      );
  }, [basis.data, form]);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !basis.data) return;
    const lines = basis.data.lines.flatMap((l, i) => {
      const row = values.lines?.[i];
      return row?.quantity && Number(row.quantity) > 0
        ? [
            {
              orderLineUid: l.orderLineUid,
              quantity: String(row.quantity),
              unitPrice: String(row.unitPrice ?? l.orderPrice),
            },
          ]
        : [];
    });
    const made = await submitInvoice({
      statementNo: values.statementNo,
      supplierInvoiceNo: values.supplierInvoiceNo.trim(),
      invoiceDate: values.invoiceDate?.format('YYYY-MM-DD'),
      includeFees: values.includeFees,
      note: values.note,
      lines,
    }).catch(() => null);
    if (!made) return;
    message.success(t('invoice.submitted', { no: made.no }));
    void client.invalidateQueries({ queryKey: ['supplier-invoices'] });
    navigate(`/supplier-invoice/index?no=${encodeURIComponent(made.no)}`);
  };
  return (
    <Card size="small" title={t('invoice.new')} data-testid="supplier-invoice-add">
      <Form form={form} layout="vertical" initialValues={{ invoiceDate: dayjs() }}>
        <Flex gap="middle" wrap>
          <Form.Item
            name="statementNo"
            label={t('field.statementNo')}
            rules={[{ required: true, message: t('required') }]}
            style={{ minWidth: 260, maxWidth: '100%' }}
          >
            <Select
              data-testid="invoice-statement"
              loading={statements.isLoading}
              options={(statements.data?.data ?? []).map((s) => ({
                value: s.no,
                label: `${s.no} · ${s.period} · ${s.currency} ${s.total}`,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="supplierInvoiceNo"
            label={t('field.supplierInvoiceNo')}
            rules={[{ required: true, whitespace: true, message: t('required') }]}
          >
            <Input maxLength={64} data-testid="invoice-number" />
          </Form.Item>
          <Form.Item name="invoiceDate" label={t('field.invoiceDate')}>
            <DatePicker />
          </Form.Item>
        </Flex>
        {basis.data && (
          <>
            <Typography.Paragraph type="secondary">{t('invoice.help')}</Typography.Paragraph>
            {basis.data.lines.map((l, i) => (
              <Flex
                key={l.orderLineUid}
                gap="small"
                wrap
                align="baseline"
                style={{ maxWidth: '100%' }}
                data-testid={`invoice-line-${i}`}
              >
                <Typography.Text
                  style={{ minWidth: 260, overflowWrap: 'anywhere' }}
                >{`${l.orderNo} #${l.lineNo} ${l.materialNo} ${l.materialName}`}</Typography.Text>
                <Typography.Text type="secondary">
                  {t('invoice.basis', {
                    ordered: l.orderedQuantity,
                    price: l.orderPrice,
                    received: l.receivedQuantity,
                    invoiced: l.invoicedQuantity,
                    invoiceable: l.invoiceable,
                    unit: l.unitName,
                  })}
                </Typography.Text>
                <Form.Item name={['lines', i, 'quantity']} label={t('field.quantity')}>
                  <InputNumber min="0" stringMode data-testid={`invoice-quantity-${i}`} />
                </Form.Item>
                <Form.Item name={['lines', i, 'unitPrice']} label={t('field.unitPrice')}>
                  <InputNumber min="0" stringMode data-testid={`invoice-price-${i}`} />
                </Form.Item>
              </Flex>
            ))}
            {Number(basis.data.fees) !== 0 && (
              <Form.Item name="includeFees" valuePropName="checked">
                <Checkbox data-testid="invoice-fees">
                  {t('invoice.includeFees', { amount: `${basis.data.currency} ${basis.data.fees}` })}
                </Checkbox>
              </Form.Item>
            )}
          </>
        )}
        <Form.Item name="note" label={t('field.note')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Button type="primary" onClick={() => void submit()} data-testid="invoice-submit">
          {t('invoice.submit')}
        </Button>
      </Form>
    </Card>
  );
}
