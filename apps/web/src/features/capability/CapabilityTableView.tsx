import { CAPABILITY_UNIT, type CapabilityRule } from '@pcbunion/core';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CapabilityTable } from './api';

/** The capability table as a customer reads it: item, copper weight, standard limit, with an upgrade (and its project). */
export default function CapabilityTableView({ table }: { table: CapabilityTable }) {
  const { t } = useTranslation('capability');
  const value = (rule: CapabilityRule, v: string | null) =>
    v === null ? '—' : CAPABILITY_UNIT[rule.item] === 'mm' ? `${v} mm` : v;
  const project = (code: string | null) => table.projects.find((p) => p.code === code)?.name ?? code ?? '';
  return (
    <Table
      size="small"
      rowKey={(rule) => `${rule.item}/${rule.copperOz ?? ''}`}
      pagination={false}
      dataSource={table.rules}
      data-testid="capability-table"
      columns={[
        { title: t('dfm.item'), dataIndex: 'item', render: (item: CapabilityRule['item']) => t(`items.${item}`) },
        {
          title: t('editor.copperOz'),
          dataIndex: 'copperOz',
          render: (oz: string | null) => (oz === null ? t('editor.anyWeight') : t('dfm.copperOz', { oz })),
        },
        { title: t('editor.standard'), key: 'standard', render: (_, rule) => value(rule, rule.standard) },
        {
          title: t('editor.advanced'),
          key: 'advanced',
          render: (_, rule) =>
            rule.advanced === null ? (
              '—'
            ) : (
              <span>
                {value(rule, rule.advanced)}{' '}
                <Typography.Text type="secondary">
                  {t('dfm.chargedBy', { project: project(rule.upgradeProject) })}
                </Typography.Text>
              </span>
            ),
        },
      ]}
    />
  );
}
