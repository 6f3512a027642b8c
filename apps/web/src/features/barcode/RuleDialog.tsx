import { BARCODE_SYMBOLOGIES, BARCODE_USAGES, DEFAULT_LABEL_RULE, LABEL_FIELDS, LABEL_SIZE_MM } from '@pcbunion/core';
import { App, Checkbox, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import { showFieldError } from '../addresses/field-errors';
import { createBarcodeRule, editBarcodeRule, type BarcodeRuleDetail, type BarcodeRuleForm } from './api';

const FORM_FIELDS = ['name', 'usage', 'symbology', 'fields', 'widthMm', 'heightMm', 'isDefault', 'note'] as const;

/** Writes a barcode rule, or changes one at the version it was read (another change in between: the server's 409 is shown). */
export default function RuleDialog({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing?: BarcodeRuleDetail | null;
  onClose: (saved?: BarcodeRuleDetail) => void;
}) {
  const { t } = useTranslation('barcode');
  const { message } = App.useApp();
  const [form] = Form.useForm<BarcodeRuleForm>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) form.setFieldsValue({ ...editing, note: editing.note ?? undefined });
  }, [open, editing, form]);

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      const saved = editing
        ? await editBarcodeRule(editing.no, { ...v, rowVersion: editing.rowVersion })
        : await createBarcodeRule(v);
      void message.success(t('saved', { no: saved.no }));
      onClose(saved);
    } catch (error) {
      if (!showFieldError(form, error, FORM_FIELDS))
        void message.error(error instanceof Error ? error.message : String(error));
    }
  };

  const required = [{ required: true, message: t('required') }];
  return (
    <Dialog
      open={open}
      title={editing ? t('editTitle') : t('newTitle')}
      onCancel={() => onClose()}
      onOk={() => void submit()}
      okText={t('save')}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="barcode-rule-form"
        initialValues={{ usage: 'shipping', ...DEFAULT_LABEL_RULE, isDefault: false }}
      >
        <Form.Item name="name" label={t('field.name')} rules={required}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="usage" label={t('field.usage')} rules={required}>
          <Select options={BARCODE_USAGES.map((u) => ({ value: u, label: t(`usage.${u}`) }))} />
        </Form.Item>
        <Form.Item name="symbology" label={t('field.symbology')} rules={required}>
          <Select options={BARCODE_SYMBOLOGIES.map((s) => ({ value: s, label: t(`symbology.${s}`) }))} />
        </Form.Item>
        <Form.Item
          name="fields"
          label={t('field.fields')}
          rules={[{ required: true, type: 'array', min: 1, message: t('required') }]}
        >
          <Checkbox.Group
            options={LABEL_FIELDS.map((f) => ({ value: f, label: t(`labelField.${f}`) }))}
            style={{ display: 'flex', flexWrap: 'wrap', gap: 8, maxWidth: '100%' }}
          />
        </Form.Item>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
          <Form.Item name="widthMm" label={t('field.widthMm')} rules={required}>
            <InputNumber min={LABEL_SIZE_MM.min} max={LABEL_SIZE_MM.max} precision={0} />
          </Form.Item>
          <Form.Item name="heightMm" label={t('field.heightMm')} rules={required}>
            <InputNumber min={LABEL_SIZE_MM.min} max={LABEL_SIZE_MM.max} precision={0} />
          </Form.Item>
          {!editing && (
            <Form.Item name="isDefault" label={t('field.isDefault')} valuePropName="checked">
              <Switch />
            </Form.Item>
          )}
        </div>
        <Form.Item name="note" label={t('field.note')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
