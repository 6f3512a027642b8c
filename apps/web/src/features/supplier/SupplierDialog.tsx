import { SUPPLIER_PAYMENT_TERMS, SUPPLY_CATEGORIES } from '@pcbunion/core';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Rate, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { telephoneRule } from '../../components/form-rules/telephone';
import { changeSupplier, createSupplier, platformSuppliers, type SupplierDetail, type SupplierInput } from './api';

/**
 * A supplier file, new (it starts as a potential supplier) or changed (sent with the version read, so a change made
 * meanwhile by someone else is refused instead of overwritten).
 */
export default function SupplierDialog({
  open,
  supplier,
  onClose,
  onSaved,
}: {
  open: boolean;
  supplier?: SupplierDetail;
  onClose: () => void;
  onSaved: (uid: string) => void;
}) {
  const { t } = useTranslation('supplier');
  const { message } = App.useApp();
  const [form] = Form.useForm<SupplierInput>();
  const enterprises = useQuery({ queryKey: ['suppliers', 'platform'], queryFn: platformSuppliers, enabled: open });
  useEffect(() => {
    if (open)
      form.setFieldsValue(
        supplier
          ? { ...supplier, enterpriseUid: supplier.enterprise?.uid ?? null }
          : {
              paymentTerms: 'monthly_30',
              currency: 'CNY',
              contacts: [{ name: '', role: '', phone: '', email: '' }],
              categories: [],
            },
      );
  }, [open, supplier, form]);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body: SupplierInput = {
      ...values,
      contacts: (values.contacts ?? []).filter((c) => c?.name?.trim()),
      rating: values.rating || null,
    };
    const saved = supplier
      ? await changeSupplier(supplier.uid, { ...body, version: supplier.version })
      : await createSupplier({ ...body, name: body.name ?? '' });
    message.success(t(supplier ? 'done.saved' : 'done.created', { no: saved.supplierNo }));
    form.resetFields();
    onSaved(saved.uid);
  };
  const required = [{ required: true, message: t('required') }];
  return (
    <Modal
      open={open}
      title={supplier ? t('action.edit') : t('action.new')}
      width={860}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('action.save')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="supplier-form">
        <Space wrap align="start" style={{ maxWidth: '100%' }}>
          <Form.Item name="name" label={t('column.name')} rules={required}>
            <Input maxLength={120} style={{ width: 320, maxWidth: '100%' }} data-testid="supplier-name" />
          </Form.Item>
          <Form.Item name="shortName" label={t('column.shortName')}>
            <Input maxLength={40} style={{ width: 180, maxWidth: '100%' }} />
          </Form.Item>
          <Form.Item name="enterpriseUid" label={t('column.enterprise')} tooltip={t('enterpriseHint')}>
            <Select
              allowClear
              style={{ width: 260, maxWidth: '100%' }}
              loading={enterprises.isLoading}
              options={(enterprises.data ?? []).map((e) => ({ value: e.uid, label: `${e.no} ${e.name}` }))}
            />
          </Form.Item>
        </Space>
        <Space wrap align="start" style={{ maxWidth: '100%' }}>
          <Form.Item name="categories" label={t('column.categories')}>
            <Select
              mode="multiple"
              style={{ width: 320, maxWidth: '100%' }}
              options={SUPPLY_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
            />
          </Form.Item>
          <Form.Item name="paymentTerms" label={t('column.paymentTerms')} rules={required}>
            <Select
              style={{ width: 200, maxWidth: '100%' }}
              options={SUPPLIER_PAYMENT_TERMS.map((p) => ({ value: p, label: t(`paymentTerm.${p}`) }))}
            />
          </Form.Item>
          <Form.Item name="currency" label={t('column.currency')}>
            <Select
              style={{ width: 100 }}
              options={['CNY', 'USD', 'HKD', 'EUR', 'JPY'].map((c) => ({ value: c, label: c }))}
            />
          </Form.Item>
          <Form.Item name="rating" label={t('column.rating')}>
            <Rate />
          </Form.Item>
        </Space>
        <Space wrap align="start" style={{ maxWidth: '100%' }}>
          <Form.Item name="taxNo" label={t('column.taxNo')}>
            <Input maxLength={40} style={{ width: 220, maxWidth: '100%' }} />
          </Form.Item>
          <Form.Item name="bankName" label={t('column.bankName')}>
            <Input maxLength={120} style={{ width: 240, maxWidth: '100%' }} />
          </Form.Item>
          <Form.Item name="bankAccount" label={t('column.bankAccount')}>
            <Input maxLength={60} style={{ width: 220, maxWidth: '100%' }} />
          </Form.Item>
        </Space>
        <Form.Item name="address" label={t('column.address')}>
          <Input maxLength={300} />
        </Form.Item>
        <Form.List name="contacts">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} wrap align="baseline" style={{ maxWidth: '100%' }}>
                  <Form.Item name={[field.name, 'name']} label={t('column.contact')}>
                    <Input maxLength={60} style={{ width: 150 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'role']} label={t('column.role')}>
                    <Input maxLength={60} style={{ width: 130 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'phone']} label={t('column.phone')} rules={[telephoneRule(t)]}>
                    <Input maxLength={40} style={{ width: 150 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'email']} label={t('column.email')}>
                    <Input maxLength={120} style={{ width: 200, maxWidth: '100%' }} />
                  </Form.Item>
                  {fields.length > 1 && <Button onClick={() => remove(field.name)}>{t('action.removeContact')}</Button>}
                </Space>
              ))}
              <Button onClick={() => add({ name: '', role: '', phone: '', email: '' })}>
                {t('action.addContact')}
              </Button>
            </>
          )}
        </Form.List>
        <Form.Item name="note" label={t('column.note')} style={{ marginTop: 16 }}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
