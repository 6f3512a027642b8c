import { useQuery } from '@tanstack/react-query';
import { Button, Input, Select, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { listMaterials, type MaterialLine } from '../api';

/**
 * Material cost items: a material is chosen from the material file (with one of its supplier prices) first; the
 * coefficient and the adjustment price are the engineer's. The rules (packages/core) run on save and show here.
 */
export default function MaterialLines({
  lines,
  onChange,
  readOnly,
  errors,
}: {
  lines: MaterialLine[];
  onChange: (lines: MaterialLine[]) => void;
  readOnly: boolean;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('quotation');
  const materials = useQuery({
    queryKey: ['materials', 'all'],
    queryFn: () => listMaterials({ page_no: 1, page_size: 100 }),
  });
  const options = (materials.data?.data ?? []).flatMap((m) =>
    m.prices.map((p) => ({
      value: `${m.materialNo}|${p.supplierNo}`,
      label: `${m.materialNo} ${m.name} ${m.specification} — ${p.supplierName} ${p.unitPriceExTax}`,
      material: m,
      price: p,
    })),
  );
  const set = (i: number, change: Partial<MaterialLine>) =>
    onChange(lines.map((line, j) => (j === i ? { ...line, ...change } : line)));
  const choose = (i: number, value: string) => {
    const option = options.find((o) => o.value === value);
    if (!option) return;
    const { material: m, price: p } = option;
    set(i, {
      materialNo: m.materialNo,
      materialName: m.name,
      specification: m.specification,
      unitName: m.unitName,
      supplierNo: p.supplierNo,
      supplierName: p.supplierName,
      unitPrice: p.unitPrice,
      unitPriceExTax: p.unitPriceExTax,
      taxRate: p.taxRate,
    });
  };
  const error = (i: number, field: string) => errors[`materials.${i}.${field}`];
  return (
    <Table<MaterialLine>
      size="small"
      pagination={false}
      rowKey={(_, i) => String(i)}
      dataSource={lines}
      scroll={{ x: true }}
      footer={
        readOnly
          ? undefined
          : () => (
              <Button
                onClick={() => onChange([...lines, { materialNo: '', coefficient: '1' }])}
                data-testid="add-material"
              >
                {t('action.addLine')}
              </Button>
            )
      }
      columns={[
        {
          title: t('field.materialNo'),
          width: 340,
          render: (_, line, i) =>
            readOnly ? (
              `${line.materialNo} ${line.materialName ?? ''}`
            ) : (
              <Select
                showSearch
                optionFilterProp="label"
                style={{ width: 320 }}
                status={error(i, 'materialNo') ? 'error' : undefined}
                value={line.materialNo ? `${line.materialNo}|${line.supplierNo ?? ''}` : undefined}
                options={options.map(({ value, label }) => ({ value, label }))}
                onChange={(value: string) => choose(i, value)}
                data-testid={`material-${i}`}
              />
            ),
        },
        { title: t('field.specification'), dataIndex: 'specification' },
        { title: t('field.supplierName'), dataIndex: 'supplierName' },
        { title: t('field.unitPrice'), dataIndex: 'unitPrice', align: 'right' },
        { title: t('field.unitPriceExTax'), dataIndex: 'unitPriceExTax', align: 'right' },
        { title: t('field.unitName'), dataIndex: 'unitName' },
        {
          title: t('field.coefficient'),
          width: 110,
          render: (_, line, i) =>
            readOnly ? (
              line.coefficient
            ) : (
              <Input
                size="small"
                status={error(i, 'coefficient') ? 'error' : undefined}
                value={line.coefficient}
                onChange={(e) => set(i, { coefficient: e.target.value })}
              />
            ),
        },
        {
          title: t('field.adjustmentPrice'),
          width: 120,
          render: (_, line, i) =>
            readOnly ? (
              line.adjustmentPrice
            ) : (
              <Input
                size="small"
                status={error(i, 'adjustmentPrice') ? 'error' : undefined}
                value={line.adjustmentPrice ?? ''}
                onChange={(e) => set(i, { adjustmentPrice: e.target.value || null })}
              />
            ),
        },
        {
          title: '',
          render: (_, line, i) =>
            readOnly ? null : (
              <Button size="small" type="link" danger onClick={() => onChange(lines.filter((_, j) => j !== i))}>
                {t('action.remove')}
              </Button>
            ),
        },
        {
          title: '',
          render: (_, line, i) => (
            <span style={{ color: 'var(--ant-color-error)' }}>
              {['materialNo', 'coefficient', 'adjustmentPrice', 'unitPrice']
                .map((f) => error(i, f))
                .filter(Boolean)
                .join(' ')}
            </span>
          ),
        },
      ]}
    />
  );
}
