import { useQuery } from '@tanstack/react-query';
import { App, Button, DatePicker, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { createPurchaseOrder, factoryMaterials, purchaseSuppliers } from './api';

interface Values {
  supplierUid: string;
  note?: string;
  lines: Array<{ materialUid: string; quantity: number; unitPrice?: number; taxRate?: number; deliveryDate: Dayjs }>;
}

/** A new draft purchase order: the supplier, lines of the material file (a price left empty takes the supplier's price list). */
export default function NewOrderDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (no: string) => void;
}) {
  const { t } = useTranslation('purchase');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const suppliers = useQuery({ queryKey: ['purchase', 'suppliers'], queryFn: purchaseSuppliers, enabled: open });
  const materials = useQuery({ queryKey: ['purchase', 'materials'], queryFn: factoryMaterials, enabled: open });
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const created = await createPurchaseOrder({
      supplierUid: values.supplierUid,
      note: values.note,
      lines: values.lines.map((l) => ({
        materialUid: l.materialUid,
        quantity: String(l.quantity),
        unitPrice: l.unitPrice === undefined || l.unitPrice === null ? null : String(l.unitPrice),
        taxRate: l.taxRate === undefined || l.taxRate === null ? null : String(l.taxRate),
        deliveryDate: l.deliveryDate.format('YYYY-MM-DD'),
      })),
    }).catch((error: unknown) => {
      // A supplier not approved (or suspended meanwhile) is refused: the message also stands under the field.
      if (error instanceof ApiError && (error.data as { field?: string } | null)?.field === 'supplierUid')
        form.setFields([{ name: 'supplierUid', errors: [error.message] }]);
      return null;
    });
    if (!created) return;
    message.success(t('created', { no: created.no }));
    form.resetFields();
    onCreated(created.no);
  };
  return (
    <Modal
      open={open}
      title={t('action.new')}
      width={900}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('action.saveDraft')}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ lines: [{ taxRate: 13, deliveryDate: dayjs().add(7, 'day') }] }}
      >
        <Form.Item
          name="supplierUid"
          label={t('column.supplier')}
          tooltip={t('supplierApprovedOnly')}
          rules={[{ required: true, message: t('required') }]}
        >
          <Select
            data-testid="po-supplier"
            showSearch
            optionFilterProp="label"
            loading={suppliers.isLoading}
            options={(suppliers.data ?? []).map((s) => ({
              value: s.uid,
              label: s.orderable ? `${s.no} ${s.name}` : `${s.no} ${s.name} (${s.statusText})`,
              disabled: !s.orderable,
            }))}
          />
        </Form.Item>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap>
                  <Form.Item
                    name={[field.name, 'materialUid']}
                    label={t('column.material')}
                    rules={[{ required: true, message: t('required') }]}
                  >
                    <Select
                      style={{ width: 260 }}
                      showSearch
                      optionFilterProp="label"
                      data-testid={`po-line-material-${field.name}`}
                      options={(materials.data?.data ?? []).map((m) => ({
                        value: m.uid,
                        label: `${m.materialNo} ${m.name} ${m.specification}`,
                      }))}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'quantity']}
                    label={t('column.quantity')}
                    rules={[{ required: true, message: t('required') }]}
                  >
                    <InputNumber min={0.0001} data-testid={`po-line-quantity-${field.name}`} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'unitPrice']}
                    label={t('column.unitPrice')}
                    tooltip={t('priceFromList')}
                  >
                    <InputNumber min={0} stringMode data-testid={`po-line-price-${field.name}`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'taxRate']} label={t('column.taxRate')}>
                    <InputNumber min={0} max={100} style={{ width: 80 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'deliveryDate']}
                    label={t('column.deliveryDate')}
                    rules={[{ required: true, message: t('required') }]}
                  >
                    <DatePicker />
                  </Form.Item>
                  {fields.length > 1 && <Button onClick={() => remove(field.name)}>{t('action.removeLine')}</Button>}
                </Space>
              ))}
              <Button onClick={() => add({ taxRate: 13, deliveryDate: dayjs().add(7, 'day') })}>
                {t('action.addLine')}
              </Button>
            </>
          )}
        </Form.List>
        <Form.Item name="note" label={t('column.note')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
