import { compareInquiryVersions, type InquiryDifference } from '@pcbunion/core';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InquiryVersion } from './api';

const OPTION_FIELDS = ['deliveryForm', 'deliveryMethod', 'splittingMethod', 'surfaceFinish', 'orderType', 'leadTime'];

interface Row {
  key: string;
  group: InquiryDifference['group'];
  field: string;
  a: string | null;
  b: string | null;
  changed: boolean;
}

/** Every compared field of two versions side by side; the ones that differ are marked (spec 02 §2 parameter difference comparison). */
export default function Comparison({
  a,
  b,
  titleA,
  titleB,
  onlyChanged = false,
}: {
  a: InquiryVersion;
  b: InquiryVersion;
  titleA: string;
  titleB: string;
  onlyChanged?: boolean;
}) {
  const { t } = useTranslation('inquiry');
  const comparable = (v: InquiryVersion) => ({
    params: v.pricedParams,
    details: v.details,
    price: v.price,
    deliveryDays: v.deliveryDays,
  });
  const changed = new Set(compareInquiryVersions(comparable(a), comparable(b)).map((d) => `${d.group}:${d.field}`));
  const show = (group: Row['group'], field: string, value: unknown): string | null => {
    if (value === null || value === undefined || value === '') return null;
    if (group === 'details' && OPTION_FIELDS.includes(field)) return t(`option.${field}.${String(value)}`);
    return String(value);
  };
  const rows: Row[] = [];
  const add = (group: Row['group'], x: Record<string, unknown>, y: Record<string, unknown>, skip: string[] = []) => {
    for (const field of [...new Set([...Object.keys(x), ...Object.keys(y)])].filter((f) => !skip.includes(f))) {
      const key = `${group}:${field}`;
      if (onlyChanged && !changed.has(key)) continue;
      rows.push({
        key,
        group,
        field,
        a: show(group, field, x[field]),
        b: show(group, field, y[field]),
        changed: changed.has(key),
      });
    }
  };
  add('price', a.price as never, b.price as never, ['currency']);
  add('delivery', { deliveryDays: a.deliveryDays }, { deliveryDays: b.deliveryDays });
  add('details', a.details as never, b.details as never);
  add('params', a.pricedParams, b.pricedParams);
  const label = (row: Row) =>
    row.group === 'price'
      ? t(`price.${row.field}`)
      : row.group === 'delivery'
        ? t('price.deliveryDays')
        : row.group === 'details'
          ? t(`field.${row.field}`)
          : row.field;
  const cell = (value: string | null, row: Row) =>
    row.changed ? (
      <Typography.Text type="danger" strong>
        {value ?? '—'}
      </Typography.Text>
    ) : (
      (value ?? '—')
    );
  return (
    <Table<Row>
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows}
      locale={{ emptyText: t('detail.noDifferences') }}
      rowClassName={(row) => (row.changed ? 'inquiry-diff-changed' : '')}
      onRow={(row) =>
        ({ 'data-testid': row.changed ? `diff-changed-${row.field}` : `diff-same-${row.field}` }) as never
      }
      columns={[
        { title: t('detail.field'), key: 'field', render: (_: unknown, row) => <span>{label(row)}</span> },
        { title: titleA, key: 'a', render: (_: unknown, row) => cell(row.a, row) },
        { title: titleB, key: 'b', render: (_: unknown, row) => cell(row.b, row) },
        {
          title: '',
          key: 'mark',
          width: 90,
          render: (_: unknown, row) => (row.changed ? <Tag color="red">{t('detail.changed')}</Tag> : null),
        },
      ]}
    />
  );
}
