import { Form, Input, type ButtonProps } from 'antd';
import Dialog from '../../components/Dialog';

export interface TextField {
  name: string;
  label: string;
  required: string;
  multiline?: boolean;
  maxLength?: number;
}

/**
 * A small dialog of required text fields: the factory's accept (production number), ship (carrier, tracking number)
 * and refund rejection (reason). Submits the trimmed values; stays open while the call is refused.
 */
export default function TextFieldsDialog({
  open,
  title,
  fields,
  testId,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  fields: TextField[];
  testId: string;
  onSubmit: (values: Record<string, string>) => Promise<unknown>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Record<string, string>>();
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await onSubmit(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v ?? '').trim()])));
  };
  return (
    <Dialog
      open={open}
      title={title}
      onCancel={onClose}
      onOk={submit}
      okButtonProps={{ 'data-testid': `${testId}-submit` } as ButtonProps}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        {fields.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={field.label}
            rules={[{ required: true, whitespace: true, message: field.required }]}
          >
            {field.multiline ? (
              <Input.TextArea rows={3} maxLength={field.maxLength ?? 500} data-testid={`${testId}-${field.name}`} />
            ) : (
              <Input maxLength={field.maxLength ?? 64} data-testid={`${testId}-${field.name}`} />
            )}
          </Form.Item>
        ))}
      </Form>
    </Dialog>
  );
}
