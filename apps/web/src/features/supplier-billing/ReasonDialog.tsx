import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** Asks for the reason of a rejection; an empty reason is marked on the form, nothing is sent. */
export default function ReasonDialog({
  open,
  title,
  onClose,
  onSubmit,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation('supplierBilling');
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await onSubmit(values.reason.trim());
    form.resetFields();
  };
  return (
    <Modal open={open} title={title} onCancel={onClose} onOk={() => void submit()} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('field.reason')}
          rules={[{ required: true, whitespace: true, message: t('required') }]}
        >
          <Input.TextArea rows={3} maxLength={500} data-testid="billing-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
