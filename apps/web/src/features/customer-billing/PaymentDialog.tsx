import { centsOfInput, textOfCents } from '@pcbunion/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, DatePicker, Flex, Form, Input, Select, Table, Typography, type ButtonProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import { fetchReceivables, recordReceipt, statementCustomers, type ReceiptInput, type Receivables } from './api';
import { markField, messageOf } from './errors';

type OpenInvoice = Receivables['invoices'][number];
interface Values {
  customerUid?: string;
  receivedOn?: Dayjs;
  amount?: string;
  payer?: string;
  bankReference?: string;
  note?: string;
  allocations?: Record<string, string | undefined>;
}

const centsOf = (text: string | undefined) => (text?.trim() ? centsOfInput(text.trim()) : 0n);

/** The same request keeps its key (a retry is answered once); a changed one gets a new key. */
function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return (body: unknown) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: crypto.randomUUID() };
    return last.current.key;
  };
}

/**
 * Records a customer's bank receipt and allocates it to the customer's open invoices, each with its open amount
 * live as amounts are typed; what is not allocated stays the customer's credit. A refusal marks its field.
 */
export default function PaymentDialog({
  open,
  onClose,
  customerUid,
  invoiceNo,
}: {
  open: boolean;
  onClose: () => void;
  customerUid?: string | undefined;
  invoiceNo?: string | undefined;
}) {
  const { t } = useTranslation('customerBilling');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const keyOf = useIdempotencyKey();
  const chosen = Form.useWatch('customerUid', form) ?? customerUid;
  const amount = Form.useWatch('amount', form);
  const typed = Form.useWatch('allocations', form) ?? {};
  const customers = useQuery({
    queryKey: ['customer-statements', 'customers'],
    queryFn: statementCustomers,
    enabled: open,
  });
  const receivables = useQuery({
    queryKey: ['customer-receivables', chosen],
    queryFn: () => fetchReceivables(chosen!),
    enabled: open && !!chosen,
  });
  const invoices = useMemo(() => receivables.data?.invoices ?? [], [receivables.data]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ customerUid, receivedOn: dayjs() });
  }, [open, customerUid, form]);
  useEffect(() => {
    const invoice = invoices.find((i) => i.no === invoiceNo);
    if (open && invoice && !receivables.isFetching && !form.getFieldValue(['allocations', invoice.no]))
      form.setFieldsValue({ amount: invoice.open, allocations: { [invoice.no]: invoice.open } });
  }, [open, invoiceNo, invoices, receivables.isFetching, form]);

  const allocatedCents = invoices.reduce((sum, i) => sum + (centsOf(typed[i.no]) ?? 0n), 0n);
  const receivedCents = centsOf(amount) ?? 0n;
  const currency = invoices[0]?.currency ?? '';

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const named = invoices.filter((i) => v.allocations?.[i.no]?.trim());
    const body: ReceiptInput = {
      customerUid: v.customerUid!,
      receivedOn: v.receivedOn!.format('YYYY-MM-DD'),
      amount: v.amount!.trim(),
      payer: v.payer!.trim(),
      bankReference: v.bankReference!.trim(),
      note: v.note?.trim() || null,
      allocations: named.map((i) => ({
        invoiceNo: i.no,
        amount: v.allocations![i.no]!.trim(),
        rowVersion: i.rowVersion,
      })),
    };
    try {
      await recordReceipt(body, keyOf(body));
      void message.success(t('payment.recorded'));
      onClose();
    } catch (error) {
      const names: Record<string, Array<string | number>> = {
        amount: ['amount'],
        customerUid: ['customerUid'],
        receivedOn: ['receivedOn'],
        payer: ['payer'],
        bankReference: ['bankReference'],
      };
      named.forEach((i, n) => {
        names[`allocations.${n}.amount`] = ['allocations', i.no];
        names[`allocations.${n}.invoiceNo`] = ['allocations', i.no];
      });
      if (named[0]) names.allocations = ['allocations', named[0].no];
      if (!markField(form, error, names)) void message.error(messageOf(error));
    }
    void client.invalidateQueries({ queryKey: ['customer-invoices'] });
    void client.invalidateQueries({ queryKey: ['customer-receipts'] });
    void client.invalidateQueries({ queryKey: ['customer-receivables'] });
  };

  const money = (rule: 'required' | 'optional') => ({
    validator: (_: unknown, value?: string) =>
      (!value?.trim() && rule === 'optional') || (centsOf(value) ?? 0n) > 0n
        ? Promise.resolve()
        : Promise.reject(new Error(t('payment.badAmount'))),
  });

  return (
    <Dialog
      open={open}
      title={t('payment.record')}
      onCancel={onClose}
      onOk={() => void submit()}
      okButtonProps={{ 'data-testid': 'pay-submit' } as ButtonProps}
      width={760}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="payment-form">
        <Flex gap="small" wrap>
          <Form.Item
            name="customerUid"
            label={t('field.customer')}
            rules={[{ required: true, message: t('required') }]}
            style={{ minWidth: 220, flex: 1 }}
          >
            <Select
              disabled={!!customerUid}
              showSearch
              optionFilterProp="label"
              options={(customers.data ?? []).map((c) => ({ value: c.uid, label: c.name }))}
              data-testid="pay-customer"
            />
          </Form.Item>
          <Form.Item
            name="receivedOn"
            label={t('payment.receivedOn')}
            rules={[{ required: true, message: t('required') }]}
          >
            <DatePicker data-testid="pay-received-on" />
          </Form.Item>
          <Form.Item
            name="amount"
            label={t('payment.amount')}
            rules={[{ required: true, message: t('required') }, money('required')]}
          >
            <Input prefix={currency} inputMode="decimal" maxLength={20} data-testid="pay-amount" />
          </Form.Item>
        </Flex>
        <Flex gap="small" wrap>
          <Form.Item
            name="payer"
            label={t('payment.payer')}
            rules={[{ required: true, whitespace: true, message: t('required') }]}
            style={{ flex: 1, minWidth: 200 }}
          >
            <Input maxLength={200} data-testid="pay-payer" />
          </Form.Item>
          <Form.Item
            name="bankReference"
            label={t('payment.bankReference')}
            rules={[{ required: true, whitespace: true, message: t('required') }]}
            style={{ flex: 1, minWidth: 200 }}
          >
            <Input maxLength={100} data-testid="pay-bank-reference" />
          </Form.Item>
        </Flex>
        <Form.Item name="note" label={t('field.note')}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        <Table<OpenInvoice>
          size="small"
          rowKey="no"
          pagination={false}
          loading={receivables.isLoading}
          dataSource={invoices}
          locale={{ emptyText: t('payment.noOpenInvoices') }}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t('field.invoiceNo'), dataIndex: 'no' },
            { title: t('field.invoiceTotal'), dataIndex: 'total', align: 'right' },
            { title: t('payment.paid'), dataIndex: 'paid', align: 'right' },
            {
              title: t('payment.openAfter'),
              key: 'open',
              align: 'right',
              render: (_: unknown, i) => {
                const left = BigInt(i.open.replace('.', '')) - (centsOf(typed[i.no]) ?? 0n);
                return (
                  <Typography.Text type={left < 0n ? 'danger' : undefined} data-testid={`pay-open-${i.no}`}>
                    {textOfCents(left)}
                  </Typography.Text>
                );
              },
            },
            {
              title: t('payment.allocate'),
              key: 'allocate',
              render: (_: unknown, i) => (
                <Form.Item name={['allocations', i.no]} rules={[money('optional')]} style={{ margin: 0 }}>
                  <Input
                    inputMode="decimal"
                    maxLength={20}
                    style={{ width: 130 }}
                    data-testid={`pay-allocate-${i.no}`}
                  />
                </Form.Item>
              ),
            },
          ]}
        />
        <Flex gap="large" justify="end" style={{ marginTop: 8 }} data-testid="pay-totals">
          <span>{`${t('payment.allocated')}: ${currency} ${textOfCents(allocatedCents)}`}</span>
          <Typography.Text type={allocatedCents > receivedCents ? 'danger' : undefined}>
            {`${t('payment.credit')}: ${currency} ${textOfCents(receivedCents - allocatedCents)}`}
          </Typography.Text>
        </Flex>
      </Form>
    </Dialog>
  );
}
