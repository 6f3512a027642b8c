import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { requestReturn, returnableLots } from './api';

interface Values {
  reason: string;
  lines: Array<{ receiptLineUid: string; quantity: number | string }>;
}

/** A return by hand: lots of one order with what each may still return, the quantities and the reason. */
export default function NewReturnDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (no: string) => void;
}) {
  const { t } = useTranslation('purchaseQuality');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const lots = useQuery({ queryKey: ['purchase-returns', 'lots'], queryFn: returnableLots, enabled: open });
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const created = await requestReturn({
      reason: values.reason,
      lines: values.lines.map((l) => ({ receiptLineUid: l.receiptLineUid, quantity: String(l.quantity) })),
    });
    message.success(t('returnCreated', { no: created.no }));
    form.resetFields();
    onCreated(created.no);
  };
  const options = (lots.data ?? []).map((l) => ({
    value: l.receiptLineUid,
    label: `${l.lotNo} · ${l.materialNo} ${l.materialName} · ${t('column.returnable')} ${l.returnable} ${l.unitName} · ${l.orderNo}`,
  }));
  return (
    <Modal
      open={open}
      title={t('action.newReturn')}
      width={760}
      onCancel={onClose}
      onOk={() => void submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ lines: [{}] }}>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap style={{ maxWidth: '100%' }}>
                  <Form.Item
                    name={[field.name, 'receiptLineUid']}
                    label={t('column.lotNo')}
                    rules={[{ required: true, message: t('required') }]}
                  >
                    <Select
                      showSearch
                      optionFilterProp="label"
                      style={{ width: 420, maxWidth: '100%' }}
                      loading={lots.isLoading}
                      options={options}
                      data-testid={`return-lot-${field.name}`}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'quantity']}
                    label={t('column.quantity')}
                    rules={[{ required: true, message: t('required') }]}
                  >
                    <InputNumber min={0.0001} stringMode data-testid={`return-quantity-${field.name}`} />
                  </Form.Item>
                  {fields.length > 1 && <Button onClick={() => remove(field.name)}>{t('action.removeLot')}</Button>}
                </Space>
              ))}
              <Button onClick={() => add({})}>{t('action.addLot')}</Button>
            </>
          )}
        </Form.List>
        <Form.Item
          name="reason"
          label={t('column.reason')}
          rules={[{ required: true, whitespace: true, message: t('required') }]}
          style={{ marginTop: 12 }}
        >
          <Input.TextArea rows={2} maxLength={500} placeholder={t('reasonPlaceholder')} data-testid="return-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
