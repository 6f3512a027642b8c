import { compareWithCapability, overallVerdict, CAPABILITY_UNIT, type CapabilityFinding } from '@pcbunion/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCapability } from './api';
import type { DfmReport } from './dfm-types';

const VERDICT_COLOR: Record<CapabilityFinding['verdict'], string> = {
  fine: 'success',
  upgrade: 'warning',
  cannot: 'error',
  'not-measured': 'default',
  'no-rule': 'default',
};

/** Findings the server already compared (an inquiry's detail): the copper weight it used, the table's projects (null: no table). */
export interface GivenFindings {
  copperOz: number;
  findings: CapabilityFinding[];
  table: { projects: Array<{ code: string; name: string }> } | null;
}

/**
 * The board's design-rule figures against the factory's capability table: each one fine, needing an upgrade
 * that costs more (and which pricing project charges it), or not makeable here — before the customer orders.
 * The quote form compares here (the copper weight switchable); an inquiry passes the server's findings (`given`).
 */
export default function DfmFindings({
  dfm,
  merchant,
  given,
}: {
  dfm: DfmReport | undefined;
  merchant: string | undefined;
  given?: GivenFindings | undefined;
}) {
  const { t } = useTranslation('capability');
  const [chosenOz, setCopperOz] = useState(1);
  const copperOz = given?.copperOz ?? chosenOz;
  const table = useQuery({
    queryKey: ['capability', merchant ?? ''],
    queryFn: () => getCapability(merchant),
    staleTime: 30_000,
    enabled: !given,
  });
  const findings = useMemo(
    () => given?.findings ?? (dfm && table.data ? compareWithCapability(dfm, table.data.rules, copperOz) : []),
    [given, dfm, table.data, copperOz],
  );
  if (!dfm) return null;
  if (given ? !given.table : table.isError) return <Alert type="info" showIcon message={t('dfm.noTable')} />;
  const projects = given?.table?.projects ?? table.data?.projects ?? [];
  const projectName = (code: string | null) => projects.find((p) => p.code === code)?.name ?? code ?? '';
  const value = (item: CapabilityFinding['item'], v: number | string | null) =>
    v === null ? '—' : CAPABILITY_UNIT[item] === 'mm' ? `${v} mm` : String(v);
  const overall = overallVerdict(findings);
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="dfm-findings">
      <Space wrap>
        <Typography.Text strong>{t('dfm.title')}</Typography.Text>
        {given ? (
          <Tag data-testid="dfm-copper">{t('dfm.copperOz', { oz: copperOz })}</Tag>
        ) : (
          <Segmented
            size="small"
            value={copperOz}
            onChange={(v) => setCopperOz(Number(v))}
            options={[1, 2].map((oz) => ({ value: oz, label: t('dfm.copperOz', { oz }) }))}
            data-testid="dfm-copper"
          />
        )}
        {findings.length > 0 && (
          <Tag color={VERDICT_COLOR[overall]} data-testid="dfm-overall">
            {t(`verdict.${overall}`)}
          </Tag>
        )}
      </Space>
      <Table
        size="small"
        rowKey="item"
        pagination={false}
        loading={!given && table.isLoading}
        dataSource={findings}
        onRow={(row) => ({ 'data-testid': `dfm-${row.item}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('dfm.item'), dataIndex: 'item', render: (item: CapabilityFinding['item']) => t(`items.${item}`) },
          {
            title: t('dfm.measured'),
            dataIndex: 'measured',
            render: (v: number | null, row) => <span data-testid="dfm-measured">{value(row.item, v)}</span>,
          },
          {
            title: t('dfm.limit'),
            key: 'limit',
            render: (_, row) =>
              row.rule ? (
                <Typography.Text type="secondary">
                  {value(row.item, row.rule.standard)}
                  {row.rule.advanced !== null && ` · ${t('dfm.advanced')} ${value(row.item, row.rule.advanced)}`}
                </Typography.Text>
              ) : (
                '—'
              ),
          },
          {
            title: t('dfm.verdict'),
            key: 'verdict',
            render: (_, row) => (
              <Space size={4} wrap>
                <Tag color={VERDICT_COLOR[row.verdict]} data-testid="dfm-verdict">
                  {t(`verdict.${row.verdict}`)}
                </Tag>
                {row.verdict === 'upgrade' && (
                  <Typography.Text type="secondary">
                    {t('dfm.chargedBy', { project: projectName(row.rule?.upgradeProject ?? null) })}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
        ]}
      />
      {dfm.slivers > 0 && (
        <Alert
          type="warning"
          showIcon
          message={t('dfm.slivers', { count: dfm.slivers })}
          description={dfm.how.slivers}
        />
      )}
    </Space>
  );
}
