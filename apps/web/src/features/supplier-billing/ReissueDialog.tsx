import { Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

interface Values {
  adjustment?: string;
  adjustmentReason?: string;
  note?: string;
}

/** The factory reissues a disputed statement from the records, with an adjustment (and its reason) when it grants one. */
export default function ReissueDialog({
  open,
  onClose,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: (values: Values) => Promise<void>;
}) {
  const { t } = useTranslation('supplierBilling');
  const [form] = Form.useForm<Values>();
  const adjustment = Form.useWatch('adjustment', form);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await onSubmit({ ...values, adjustment: values.adjustment ? String(values.adjustment) : undefined });
    form.resetFields();
  };
  return (
    <Modal open={open} title={t('action.reissue')} onCancel={onClose} onOk={() => void submit()} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item name="adjustment" label={t('field.adjustment')} tooltip={t('statement.adjustmentHelp')}>
          <InputNumber
            stringMode
            precision={2}
            step="0.01"
            style={{ width: '100%', maxWidth: 240 }}
            data-testid="reissue-adjustment"
          />
        </Form.Item>
        <Form.Item
          name="adjustmentReason"
          label={t('field.adjustmentReason')}
          rules={[{ required: !!adjustment && adjustment !== '0', whitespace: true, message: t('required') }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="note" label={t('field.note')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
