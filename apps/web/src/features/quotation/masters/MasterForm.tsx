import { Form, Input, Select, Switch, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import Dialog from '../../../components/Dialog';

export interface MasterField {
  name: string;
  label: string;
  required?: boolean;
  options?: Array<{ value: string; label: string }>;
  kind?: 'switch';
  /** More rules of the field (a telephone's, …), after `required`. */
  rules?: FormRule[];
}

/**
 * A small add/edit dialog for a master row: the fields given, required ones and their rules checked; the server
 * checks again.
 */
export default function MasterForm<T extends object>({
  open,
  title,
  fields,
  initial,
  onCancel,
  onSave,
}: {
  open: boolean;
  title: string;
  fields: MasterField[];
  initial?: Partial<T>;
  onCancel: () => void;
  onSave: (values: T) => Promise<unknown>;
}) {
  const { t } = useTranslation('quotation');
  const [form] = Form.useForm<T>();
  return (
    <Dialog
      open={open}
      title={title}
      destroyOnHidden
      onCancel={onCancel}
      okText={t('action.save')}
      onOk={async () => {
        const values = await form.validateFields().catch(() => null); // the form marks what is missing
        if (values) onSave(values);
      }}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={initial}>
        {fields.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={field.label}
            rules={[...(field.required ? [{ required: true, whitespace: true }] : []), ...(field.rules ?? [])]}
            valuePropName={field.kind === 'switch' ? 'checked' : 'value'}
          >
            {field.kind === 'switch' ? <Switch /> : field.options ? <Select options={field.options} /> : <Input />}
          </Form.Item>
        ))}
      </Form>
    </Dialog>
  );
}
