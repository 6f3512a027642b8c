import { useQuery } from '@tanstack/react-query';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import { quotationVersions, type Quotation } from './api';

type Row = { key: string; label: string; values: string[] };

const FIELDS: Array<[label: string, read: (q: Quotation) => string]> = [
  ['field.status', (q) => q.status],
  ['field.upgradeReason', (q) => q.upgradeReason ?? ''],
  ['field.upgradeRemark', (q) => q.upgradeRemark ?? ''],
  ['field.quotationDate', (q) => q.quotationDate],
  ['field.customerName', (q) => q.customerName],
  ['field.layers', (q) => String(q.layers)],
  ['field.panelSize', (q) => `${q.panelWidth} × ${q.panelHeight} ${q.panelUnit}`],
  ['field.quantity', (q) => String(q.quantity)],
  ['field.currency', (q) => `${q.currency} @ ${q.exchangeRate}`],
  ['field.scrapRateAdjusted', (q) => q.scrapRateAdjusted ?? q.scrapRate],
  ['field.grossMarginAdjusted', (q) => q.grossMarginAdjusted ?? q.grossMargin],
  ['cost.costPerM2', (q) => q.costs?.costPerM2 ?? ''],
  ['cost.marginalCost', (q) => q.costs?.marginalCost ?? ''],
  ['cost.margin', (q) => q.costs?.margin ?? ''],
  ['field.amountLocal', (q) => `${q.localCurrency} ${q.amountLocal}`],
  ['field.amountOriginal', (q) => `${q.currency} ${q.amountOriginal}`],
  ['section.materials', (q) => q.materials.map((m) => `${m.materialNo}×${m.coefficient}`).join(', ')],
  ['section.flow', (q) => String(q.processes.length)],
  ['field.auditor', (q) => q.auditorName],
];

/** Every version side by side; a row whose values differ between versions is marked. Old versions never change. */
export default function VersionsDialog({ no, onClose }: { no: string | null; onClose: () => void }) {
  const { t } = useTranslation('quotation');
  const versions = useQuery({
    queryKey: ['quotation-versions', no],
    queryFn: () => quotationVersions(no!),
    enabled: no !== null,
    staleTime: 0,
  });
  const list = versions.data ?? [];
  const rows: Row[] = FIELDS.map(([label, read]) => ({ key: label, label: t(label), values: list.map(read) }));
  return (
    <Dialog
      open={no !== null}
      title={t('versions.title', { no })}
      footer={null}
      onCancel={onClose}
      width={Math.min(1200, 260 + list.length * 180)}
    >
      {list.length === 1 && <Typography.Paragraph type="secondary">{t('prompt.noVersions')}</Typography.Paragraph>}
      <Table<Row>
        size="small"
        loading={versions.isLoading}
        pagination={false}
        rowKey="key"
        dataSource={rows}
        scroll={{ x: true }}
        columns={[
          {
            title: t('versions.field'),
            dataIndex: 'label',
            fixed: 'left',
            width: 200,
            render: (label: string, row) =>
              new Set(row.values).size > 1 ? (
                <>
                  {label} <Tag color="orange">{t('versions.changed')}</Tag>
                </>
              ) : (
                label
              ),
          },
          ...list.map((q, i) => ({
            title: `V${q.version}${q.isCurrent ? ' ✓' : ''}`,
            key: String(q.version),
            render: (_: unknown, row: Row) =>
              row.key === 'field.status'
                ? t(`status.${row.values[i]}`)
                : row.key === 'field.upgradeReason' && row.values[i]
                  ? t(`reason.${row.values[i]}`)
                  : row.values[i],
          })),
        ]}
      />
    </Dialog>
  );
}
