import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Flex, Form, Input, Row, Space, Spin, Table } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { getMaterial, saveMaterial, type SupplierPrice } from '../../features/quotation/api';

type Values = {
  materialNo: string;
  name: string;
  specification: string;
  category: string;
  unitName: string;
  prices: SupplierPrice[];
};

/** A material of the material file with its supplier prices (spec 01 §2.5 matenal-files-details; the spec's spelling). */
export default function MaterialFileDetailsPage() {
  const { t } = useTranslation('quotation');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [search] = useSearchParams();
  const uid = search.get('uid') ?? undefined;
  const readOnly = search.get('flag') === 'view';
  const [form] = Form.useForm<Values>();
  const material = useQuery({ queryKey: ['material', uid], queryFn: () => getMaterial(uid!), enabled: !!uid });
  useEffect(() => {
    if (material.data) form.setFieldsValue(material.data);
  }, [material.data, form]);
  if (uid && material.isLoading) return <Spin />;
  const save = async () => {
    const values = await form.validateFields().catch(() => null); // the form marks what is missing
    if (!values) return;
    try {
      await saveMaterial({ ...values, prices: values.prices ?? [] }, uid);
    } catch {
      return; // shown by the API error toast
    }
    void message.success(t('prompt.saved'));
    void client.invalidateQueries({ queryKey: ['materials'] });
    navigate('/material-files/index');
  };
  const field = (name: keyof Values, required = false) => (
    <Col xs={24} md={8} key={name}>
      <Form.Item
        name={name}
        label={t(`field.${name === 'name' ? 'materialName' : name}`)}
        rules={required ? [{ required: true }] : []}
      >
        <Input disabled={readOnly || (name === 'materialNo' && !!uid)} />
      </Form.Item>
    </Col>
  );
  return (
    <Card
      size="small"
      title={material.data ? t('material.title', { no: material.data.materialNo }) : t('material.newMaterial')}
      data-testid="material-detail"
    >
      <Form form={form} layout="vertical" initialValues={{ prices: [] }} disabled={readOnly}>
        <Row gutter={12}>
          {[
            field('materialNo', true),
            field('name', true),
            field('specification'),
            field('category'),
            field('unitName', true),
          ]}
        </Row>
        <Form.List name="prices">
          {(rows, { add, remove }) => (
            <Table
              size="small"
              pagination={false}
              title={() => t('section.prices')}
              rowKey="key"
              dataSource={rows}
              footer={
                readOnly
                  ? undefined
                  : () => (
                      <Button
                        onClick={() =>
                          add({ supplierNo: '', supplierName: '', unitPrice: '', unitPriceExTax: '', taxRate: '13' })
                        }
                      >
                        {t('material.addPrice')}
                      </Button>
                    )
              }
              columns={[
                ...(['supplierNo', 'supplierName', 'unitPrice', 'unitPriceExTax', 'taxRate'] as const).map((key) => ({
                  title: t(`field.${key}`),
                  render: (_: unknown, row: { name: number }) => (
                    <Form.Item name={[row.name, key]} rules={[{ required: true }]} style={{ margin: 0 }}>
                      <Input size="small" />
                    </Form.Item>
                  ),
                })),
                {
                  title: '',
                  render: (_: unknown, row: { name: number }) =>
                    readOnly ? null : (
                      <Button size="small" type="link" danger onClick={() => remove(row.name)}>
                        {t('action.remove')}
                      </Button>
                    ),
                },
              ]}
            />
          )}
        </Form.List>
      </Form>
      <Flex justify="end" style={{ marginTop: 12 }}>
        <Space>
          <Button onClick={() => navigate('/material-files/index')}>{t('action.back')}</Button>
          {!readOnly && (
            <Button type="primary" onClick={() => void save()}>
              {t('action.save')}
            </Button>
          )}
        </Space>
      </Flex>
    </Card>
  );
}
