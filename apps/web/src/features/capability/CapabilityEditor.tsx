import { CAPABILITY_ITEMS, PER_COPPER_WEIGHT, type CapabilityItem, type CapabilityRule } from '@pcbunion/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { getMyCapability, saveCapability } from './api';

/**
 * The factory's own capability table, edited in place and saved whole (against the version it read: someone
 * else's save in between answers "reload"). An upgrade names the pricing project of the price book that charges it.
 */
export default function CapabilityEditor() {
  const { t } = useTranslation('capability');
  const { message } = App.useApp();
  const client = useQueryClient();
  const mine = useQuery({ queryKey: ['capability', 'mine'], queryFn: getMyCapability });
  const [rules, setRules] = useState<CapabilityRule[]>([]);
  const [saving, setSaving] = useState(false);
  const [editedFrom, setEditedFrom] = useState<typeof mine.data>(undefined);
  if (mine.data && mine.data !== editedFrom) {
    setEditedFrom(mine.data);
    setRules(mine.data.rules);
  }
  const change = (i: number, patch: Partial<CapabilityRule>) =>
    setRules((old) => old.map((rule, j) => (j === i ? { ...rule, ...patch } : rule)));
  const save = async () => {
    if (!mine.data) return;
    setSaving(true);
    try {
      await saveCapability({ version: mine.data.version, rules });
      void message.success(t('editor.saved'));
      await client.invalidateQueries({ queryKey: ['capability'] });
    } catch (error) {
      const field = error instanceof ApiError ? (error.data as { field?: string } | null)?.field : undefined;
      void message.error(`${t('editor.saveFailed')}: ${(error as Error).message}${field ? ` (${field})` : ''}`);
    } finally {
      setSaving(false);
    }
  };
  const projects = (mine.data?.projects ?? []).map((p) => ({ value: p.code, label: `${p.code} ${p.name}` }));
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="capability-editor">
      <Typography.Paragraph type="secondary">{t('editor.note')}</Typography.Paragraph>
      <Table
        size="small"
        rowKey={(_, i) => String(i)}
        pagination={false}
        loading={mine.isLoading}
        dataSource={rules}
        columns={[
          {
            title: t('dfm.item'),
            key: 'item',
            render: (_, rule, i) => (
              <Select
                size="small"
                style={{ minWidth: 190 }}
                value={rule.item}
                onChange={(item: CapabilityItem) =>
                  change(i, { item, copperOz: PER_COPPER_WEIGHT.has(item) ? (rule.copperOz ?? '1') : null })
                }
                options={CAPABILITY_ITEMS.map((item) => ({ value: item, label: t(`items.${item}`) }))}
              />
            ),
          },
          {
            title: t('editor.copperOz'),
            key: 'oz',
            render: (_, rule, i) =>
              PER_COPPER_WEIGHT.has(rule.item) ? (
                <Input
                  size="small"
                  style={{ width: 70 }}
                  value={rule.copperOz ?? ''}
                  onChange={(e) => change(i, { copperOz: e.target.value || null })}
                />
              ) : (
                <Typography.Text type="secondary">{t('editor.anyWeight')}</Typography.Text>
              ),
          },
          {
            title: t('editor.standard'),
            key: 'standard',
            render: (_, rule, i) => (
              <Input
                size="small"
                style={{ width: 90 }}
                value={rule.standard}
                onChange={(e) => change(i, { standard: e.target.value })}
              />
            ),
          },
          {
            title: t('editor.advanced'),
            key: 'advanced',
            render: (_, rule, i) => (
              <Input
                size="small"
                style={{ width: 90 }}
                value={rule.advanced ?? ''}
                onChange={(e) => change(i, { advanced: e.target.value || null })}
              />
            ),
          },
          {
            title: t('editor.project'),
            key: 'project',
            render: (_, rule, i) => (
              <Select
                size="small"
                allowClear
                style={{ minWidth: 180 }}
                value={rule.upgradeProject ?? undefined}
                onChange={(code?: string) => change(i, { upgradeProject: code ?? null })}
                options={projects}
              />
            ),
          },
          {
            key: 'remove',
            render: (_, _rule, i) => (
              <Button size="small" danger onClick={() => setRules((old) => old.filter((_, j) => j !== i))}>
                {t('editor.remove')}
              </Button>
            ),
          },
        ]}
      />
      <Space>
        <Button
          onClick={() =>
            setRules((old) => [
              ...old,
              { item: 'minTrace', copperOz: '1', standard: '0.1', advanced: null, upgradeProject: null },
            ])
          }
        >
          {t('editor.add')}
        </Button>
        <Button type="primary" loading={saving} onClick={() => void save()} data-testid="capability-save">
          {t('editor.save')}
        </Button>
      </Space>
    </Space>
  );
}
