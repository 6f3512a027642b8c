import { PRICING_TEXT_LIMITS, VALIDITY_STATUSES, validateProduct, type Product } from '@pcbunion/core';
import { Alert, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import { save, type ClassificationRow, type ProductRow } from '../../features/pricing';
import LocalizedNamesFields from '../../features/pricing/LocalizedNamesFields';
import { useRuleForm } from '../../features/pricing/useRuleForm';

/** Add or edit a product (number, name, parent classification, status). */
export default function ProductDialog(props: {
  open: boolean;
  editing: ProductRow | null;
  products: ProductRow[];
  classifications: ClassificationRow[];
  onClose: (saved: boolean) => void;
}) {
  const { open, editing, products, classifications, onClose } = props;
  const { t } = useTranslation('pricing');
  const { form, submit, problems, saving, setProblems } = useRuleForm<Product>({
    fields: ['number', 'name', 'names', 'classificationNumber', 'status'],
    rules: (values) =>
      validateProduct(values, { products: products.filter((p) => p.uid !== editing?.uid), classifications }),
    save: (values) => save<Product>('products', editing?.uid, { ...values, rowVersion: editing?.rowVersion }),
    onSaved: () => onClose(true),
  });
  useEffect(() => {
    if (!open) return;
    setProblems([]);
    form.resetFields();
    form.setFieldsValue(editing ?? { status: 'valid', classificationNumber: classifications[0]?.number });
  }, [open, editing, form, classifications, setProblems]);
  return (
    <Dialog
      open={open}
      title={editing ? t('actions.edit') : t('actions.add')}
      onCancel={() => onClose(false)}
      onOk={() => void submit()}
      okButtonProps={{ loading: saving }}
      destroyOnHidden
    >
      {problems.map((p, i) => (
        <Alert key={i} type="error" showIcon message={p.message} style={{ marginBottom: 12 }} />
      ))}
      <Form form={form} layout="vertical">
        <Form.Item name="number" label={t('product.number')} required>
          <Input maxLength={PRICING_TEXT_LIMITS.number} />
        </Form.Item>
        <Form.Item name="name" label={t('product.name')} required>
          <Input maxLength={PRICING_TEXT_LIMITS.name} showCount />
        </Form.Item>
        <LocalizedNamesFields max={PRICING_TEXT_LIMITS.name} />
        <Form.Item name="classificationNumber" label={t('product.classification')} required>
          <Select options={classifications.map((c) => ({ value: c.number, label: `${c.number} ${c.name}` }))} />
        </Form.Item>
        <Form.Item name="status" label={t('product.status')}>
          <Select options={VALIDITY_STATUSES.map((v) => ({ value: v, label: t(`status.${v}`) }))} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
