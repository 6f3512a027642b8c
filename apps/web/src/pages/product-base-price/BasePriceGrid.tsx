import { BATCH_TIERS, LAYER_OPTIONS, validateBasePrices, type ProductBasePrice } from '@pcbunion/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, InputNumber, Select, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allOf, saveBasePriceTable, type BasePriceRow, type ProductRow } from '../../features/pricing';
import { ruleErrors, serverErrors, showErrors, type ShownError } from '../../features/pricing/field-errors';

type GridRow = Omit<ProductBasePrice, 'productNumber'>;
const rename = (errors: ShownError[]) =>
  errors.map((e) => ({ ...e, field: e.field.replace(/^basePrices\./, 'rows.') }));

/** A product's base prices: one row per layer count and batch tier, saved as a whole table. */
export default function BasePriceGrid({ product, products }: { product: ProductRow; products: ProductRow[] }) {
  const { t } = useTranslation('pricing');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ rows: GridRow[] }>();
  const [problems, setProblems] = useState<ShownError[]>([]);
  const [layers, setLayers] = useState<number>(LAYER_OPTIONS[0]);
  const rows = useQuery({
    queryKey: ['pricing', 'base-prices', product.number],
    queryFn: () => allOf<BasePriceRow>('base-prices', { product: product.number }),
  });
  useEffect(() => {
    form.setFieldsValue({
      rows: (rows.data ?? []).map(({ layers, tier, maxAreaM2, pricePerM2, deliveryDays }) => ({
        layers,
        tier,
        maxAreaM2,
        pricePerM2,
        deliveryDays,
      })),
    });
  }, [rows.data, form]);
  // The rows read again drop the problems shown for the rows before
  const [problemsOf, setProblemsOf] = useState(rows.data);
  if (rows.data !== problemsOf) {
    setProblemsOf(rows.data);
    setProblems([]);
  }
  const onSave = async () => {
    const grid = (form.getFieldValue('rows') ?? []) as GridRow[];
    const local = rename(
      ruleErrors(
        validateBasePrices(
          grid.map((row) => ({ ...row, productNumber: product.number })),
          products,
        ),
      ),
    );
    setProblems(showErrors(form, local, ['rows']));
    if (local.length > 0) return;
    try {
      await saveBasePriceTable(product.number, grid);
      void message.success(t('actions.saved'));
      void rows.refetch();
    } catch (error) {
      setProblems(showErrors(form, rename(serverErrors(error)), ['rows']));
    }
  };
  const cell = (index: number, field: keyof GridRow, control: React.ReactNode) => (
    <Form.Item name={[index, field]} style={{ marginBottom: 0 }}>
      {control}
    </Form.Item>
  );

  return (
    <Card
      size="small"
      title={t('product.basePricesOf', { product: `${product.number} ${product.name}` })}
      extra={
        <Space>
          <Select
            style={{ width: 100 }}
            value={layers}
            onChange={setLayers}
            options={LAYER_OPTIONS.map((l) => ({ value: l, label: t('product.layersN', { count: l }) }))}
          />
          <Button
            onClick={() => {
              const current = (form.getFieldValue('rows') ?? []) as GridRow[];
              form.setFieldsValue({
                rows: [
                  ...current,
                  ...BATCH_TIERS.map((tier) => ({ layers, tier, maxAreaM2: '', pricePerM2: '', deliveryDays: 0 })),
                ],
              });
            }}
          >
            {t('product.addLayers')}
          </Button>
          <Button type="primary" onClick={() => void onSave()}>
            {t('actions.save')}
          </Button>
        </Space>
      }
    >
      {problems.map((p, i) => (
        <Alert key={i} type="error" showIcon message={p.message} style={{ marginBottom: 8 }} />
      ))}
      <Form form={form} component={false}>
        <Form.List name="rows">
          {(items, { remove }) => (
            <Table
              size="small"
              rowKey="key"
              loading={rows.isLoading}
              pagination={false}
              dataSource={items}
              columns={[
                {
                  title: t('product.layers'),
                  render: (_: unknown, item) => cell(item.name, 'layers', <InputNumber style={{ width: 70 }} />),
                },
                {
                  title: t('product.tier'),
                  render: (_: unknown, item) =>
                    cell(
                      item.name,
                      'tier',
                      <Select
                        style={{ width: 130 }}
                        options={BATCH_TIERS.map((v) => ({ value: v, label: t(`tier.${v}`) }))}
                      />,
                    ),
                },
                {
                  title: t('product.maxAreaM2'),
                  render: (_: unknown, item) =>
                    cell(item.name, 'maxAreaM2', <Input inputMode="decimal" style={{ width: 110 }} />),
                },
                {
                  title: t('product.pricePerM2'),
                  render: (_: unknown, item) =>
                    cell(item.name, 'pricePerM2', <Input inputMode="decimal" style={{ width: 110 }} />),
                },
                {
                  title: t('product.deliveryDays'),
                  render: (_: unknown, item) => cell(item.name, 'deliveryDays', <InputNumber style={{ width: 80 }} />),
                },
                {
                  title: '',
                  render: (_: unknown, item) => (
                    <Button size="small" onClick={() => remove(item.name)}>
                      {t('actions.delete')}
                    </Button>
                  ),
                },
              ]}
            />
          )}
        </Form.List>
      </Form>
    </Card>
  );
}
