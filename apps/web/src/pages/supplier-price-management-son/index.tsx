import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Form, InputNumber, Select, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { factoryMaterials, getSupplierPrice, purchaseSuppliers, saveSupplierPrice } from '../../features/purchase/api';

type Values = {
  supplierUid: string;
  materialUid: string;
  minQuantity?: string;
  unitPrice: string;
  taxRate: string;
  validFrom: Dayjs;
  validTo?: Dayjs | null;
};

/** One supplier price: supplier, material, from which quantity, price with tax, tax rate, validity. */
export default function SupplierPriceDetailPage() {
  const { t } = useTranslation('purchase');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const uid = params.get('uid') ?? undefined;
  const [form] = Form.useForm<Values>();
  const price = useQuery({ queryKey: ['supplier-price', uid], queryFn: () => getSupplierPrice(uid!), enabled: !!uid });
  const suppliers = useQuery({ queryKey: ['purchase', 'suppliers'], queryFn: purchaseSuppliers });
  const materials = useQuery({ queryKey: ['purchase', 'materials'], queryFn: factoryMaterials });
  useEffect(() => {
    if (price.data)
      form.setFieldsValue({
        ...price.data,
        validFrom: dayjs(price.data.validFrom),
        validTo: price.data.validTo ? dayjs(price.data.validTo) : null,
      });
  }, [price.data, form]);
  if (uid && price.isLoading) return <Spin />;
  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    await saveSupplierPrice(
      {
        supplierUid: v.supplierUid,
        materialUid: v.materialUid,
        minQuantity: String(v.minQuantity ?? '0'),
        unitPrice: String(v.unitPrice),
        taxRate: String(v.taxRate),
        validFrom: v.validFrom.format('YYYY-MM-DD'),
        validTo: v.validTo ? v.validTo.format('YYYY-MM-DD') : null,
      },
      uid,
    );
    message.success(t('price.saved'));
    navigate('/supplier-price-management/index');
  };
  const required = [{ required: true, message: t('required') }];
  return (
    <Card
      size="small"
      title={uid ? t('price.edit') : t('price.new')}
      style={{ maxWidth: 640 }}
      data-testid="supplier-price-form"
    >
      <Form form={form} layout="vertical" initialValues={{ taxRate: '13', minQuantity: '0', validFrom: dayjs() }}>
        <Form.Item name="supplierUid" label={t('column.supplier')} rules={required}>
          <Select options={(suppliers.data ?? []).map((s) => ({ value: s.uid, label: `${s.no} ${s.name}` }))} />
        </Form.Item>
        <Form.Item name="materialUid" label={t('column.material')} rules={required}>
          <Select
            showSearch
            optionFilterProp="label"
            options={(materials.data?.data ?? []).map((m) => ({
              value: m.uid,
              label: `${m.materialNo} ${m.name} ${m.specification}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="minQuantity" label={t('price.minQuantity')}>
          <InputNumber min="0" stringMode style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="unitPrice" label={t('column.unitPrice')} rules={required}>
          <InputNumber min="0" stringMode style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="taxRate" label={t('column.taxRate')} rules={required}>
          <InputNumber min="0" max="100" stringMode style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="validFrom" label={t('price.validFrom')} rules={required}>
          <DatePicker />
        </Form.Item>
        <Form.Item name="validTo" label={t('price.validTo')}>
          <DatePicker />
        </Form.Item>
        <Button type="primary" onClick={() => void save()} data-testid="price-save">
          {t('price.save')}
        </Button>
      </Form>
    </Card>
  );
}
