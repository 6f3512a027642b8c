import { useQuery } from '@tanstack/react-query';
import { App, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { issueStatement, statementSuppliers, type StatementInput } from './api';

/** The currencies an order can be in (the purchase order's own list); a statement holds one of them only. */
const CURRENCIES = ['CNY', 'USD', 'HKD', 'EUR', 'JPY'];

interface Values {
  supplierUid: string;
  period: Dayjs;
  currency: NonNullable<StatementInput['currency']>;
  note?: string;
}

/**
 * The factory issues a supplier's statement of a month, built from that month's receipts, returns and accepted fees in
 * one currency (the supplier's proposed): orders in another currency make their own statement, never one total.
 */
export default function IssueStatementDialog({
  open,
  onClose,
  onIssued,
}: {
  open: boolean;
  onClose: () => void;
  onIssued: (no: string) => void;
}) {
  const { t } = useTranslation('supplierBilling');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const suppliers = useQuery({
    queryKey: ['supplier-statements', 'suppliers'],
    queryFn: statementSuppliers,
    enabled: open,
  });
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const made = await issueStatement({
      supplierUid: values.supplierUid,
      period: values.period.format('YYYY-MM'),
      currency: values.currency,
      note: values.note,
    }).catch(() => null);
    if (!made) return;
    message.success(t('statement.issued', { no: made.no }));
    form.resetFields();
    onIssued(made.no);
  };
  return (
    <Modal open={open} title={t('statement.new')} onCancel={onClose} onOk={() => void submit()} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ period: dayjs().subtract(1, 'month'), currency: 'CNY' }}>
        <Form.Item name="supplierUid" label={t('field.supplier')} rules={[{ required: true, message: t('required') }]}>
          <Select
            data-testid="statement-supplier"
            loading={suppliers.isLoading}
            options={(suppliers.data ?? []).map((s) => ({ value: s.uid, label: `${s.no} ${s.name}` }))}
            onChange={(uid: string) =>
              form.setFieldValue('currency', suppliers.data?.find((s) => s.uid === uid)?.currency ?? 'CNY')
            }
          />
        </Form.Item>
        <Form.Item
          name="currency"
          label={t('field.currency')}
          tooltip={t('statement.currencyHint')}
          rules={[{ required: true, message: t('required') }]}
        >
          <Select
            data-testid="statement-currency"
            style={{ width: 120 }}
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
        </Form.Item>
        <Form.Item name="period" label={t('field.period')} rules={[{ required: true, message: t('required') }]}>
          <DatePicker picker="month" disabledDate={(d) => d.isAfter(dayjs(), 'month')} data-testid="statement-period" />
        </Form.Item>
        <Form.Item name="note" label={t('field.note')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
