import { useQuery } from '@tanstack/react-query';
import { App, DatePicker, Form, Input, Select, type ButtonProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import { createStatement, statementCustomers } from './api';
import { markField, messageOf } from './errors';

interface Values {
  customerUid?: string;
  period?: Dayjs;
  note?: string;
}

/** A new statement: the customer and the month; the server gathers the deliveries received in it. */
export default function NewStatementDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (no: string) => void;
}) {
  const { t } = useTranslation('customerBilling');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const customers = useQuery({
    queryKey: ['customer-statements', 'customers'],
    queryFn: statementCustomers,
    enabled: open,
  });

  const submit = async () => {
    // An empty required field is marked on the form; nothing is sent.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      const created = await createStatement({
        customerUid: v.customerUid!,
        period: v.period!.format('YYYY-MM'),
        note: v.note?.trim() || undefined,
      });
      void message.success(t('statement.created', { no: created.no }));
      onClose();
      onCreated(created.no);
    } catch (error) {
      if (!markField(form, error, { customerUid: ['customerUid'], period: ['period'] }))
        void message.error(messageOf(error));
    }
  };

  return (
    <Dialog
      open={open}
      title={t('statement.new')}
      onCancel={onClose}
      onOk={() => void submit()}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'cs-create' } as ButtonProps}
    >
      <Form form={form} layout="vertical" initialValues={{ period: dayjs().subtract(1, 'month') }}>
        <Form.Item name="customerUid" label={t('field.customer')} rules={[{ required: true, message: t('required') }]}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={customers.isLoading}
            options={(customers.data ?? []).map((c) => ({ value: c.uid, label: c.name }))}
            data-testid="cs-customer"
          />
        </Form.Item>
        <Form.Item name="period" label={t('field.period')} rules={[{ required: true, message: t('required') }]}>
          <DatePicker picker="month" style={{ width: '100%' }} data-testid="cs-period" />
        </Form.Item>
        <Form.Item name="note" label={t('field.note')}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
