import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';

/** A reason asked before a change that needs one (cancel a statement, void an invoice); empty is marked, never sent. */
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
  const { t } = useTranslation('customerBilling');
  const [form] = Form.useForm<{ reason?: string }>();
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    await onSubmit(v.reason!.trim());
  };
  return (
    <Dialog open={open} title={title} onCancel={onClose} onOk={() => void submit()} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('field.reason')}
          rules={[{ required: true, whitespace: true, message: t('required') }]}
        >
          <Input.TextArea rows={3} maxLength={500} data-testid="reason-input" />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
