import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { AssemblyPriceTable, StencilOption } from '@pcbunion/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { getAssemblySettings, saveAssemblySettings } from './api';

const BLANK: AssemblyPriceTable = {
  currency: 'CNY',
  setupFee: '0.00',
  perSide: '0.00',
  smdJoint: '0.0000',
  thtJoint: '0.0000',
  uniquePart: '0.00',
  minimum: '0.00',
};
const PRICE_FIELDS = ['setupFee', 'perSide', 'smdJoint', 'thtJoint', 'uniquePart', 'minimum'] as const;

/**
 * The factory's stencil table (framed / frameless, sizes, usable paste area, price) and assembly price table
 * (set-up, per side, per SMD and through-hole joint, per unique part, minimum), saved together against the
 * version read (someone else's save in between answers "reload").
 */
export default function AssemblySettingsCard() {
  const { t } = useTranslation('assembly');
  const { message } = App.useApp();
  const client = useQueryClient();
  const settings = useQuery({ queryKey: ['assembly', 'settings'], queryFn: getAssemblySettings });
  const [prices, setPrices] = useState<AssemblyPriceTable>(BLANK);
  const [stencils, setStencils] = useState<StencilOption[]>([]);
  const [saving, setSaving] = useState(false);
  // The tables are edited from each answer the server gives (the first, and the one after a save)
  const [editedFrom, setEditedFrom] = useState<typeof settings.data>(undefined);
  if (settings.data && settings.data !== editedFrom) {
    setEditedFrom(settings.data);
    setPrices(settings.data.assembly ?? { ...BLANK, currency: settings.data.stencils.currency });
    setStencils(settings.data.stencils.options);
  }
  const edit = (i: number, patch: Partial<StencilOption>) =>
    setStencils((old) => old.map((row, j) => (j === i ? { ...row, ...patch } : row)));

  const save = async () => {
    if (!settings.data) return;
    setSaving(true);
    try {
      await saveAssemblySettings({ version: settings.data.version, stencils, assembly: prices });
      void message.success(t('settings.saved'));
      await client.invalidateQueries({ queryKey: ['assembly'] });
    } catch (error) {
      const field = error instanceof ApiError ? (error.data as { field?: string } | null)?.field : undefined;
      void message.error(
        `${(error as Error).message}${field ? ` (${t(`settings.fields.${field.replace(/^assembly\./, '')}`, { defaultValue: field })})` : ''}`,
      );
    } finally {
      setSaving(false);
    }
  };

  const size =
    (i: number, key: 'widthMm' | 'heightMm' | 'usableWidthMm' | 'usableHeightMm') =>
    (_: unknown, row: StencilOption) => (
      <InputNumber
        min={1}
        max={2000}
        value={row[key]}
        onChange={(v) => v !== null && edit(i, { [key]: v })}
        aria-label={t(`settings.stencil.${key}`)}
      />
    );
  return (
    <Card title={t('settings.title')} loading={settings.isLoading} data-testid="assembly-settings">
      <Typography.Paragraph type="secondary">{t('settings.note')}</Typography.Paragraph>
      <Form layout="inline" style={{ rowGap: 8, marginBottom: 16 }}>
        <Form.Item label={t('settings.fields.currency')}>
          <Input
            value={prices.currency}
            maxLength={3}
            style={{ width: 70 }}
            onChange={(e) => setPrices({ ...prices, currency: e.target.value.toUpperCase() })}
          />
        </Form.Item>
        {PRICE_FIELDS.map((field) => (
          <Form.Item key={field} label={t(`settings.fields.${field}`)}>
            <Input
              value={prices[field]}
              style={{ width: 110 }}
              onChange={(e) => setPrices({ ...prices, [field]: e.target.value.trim() })}
              data-testid={`assembly-${field}`}
            />
          </Form.Item>
        ))}
      </Form>
      <Table<StencilOption>
        size="small"
        rowKey={(_, i) => String(i)}
        pagination={false}
        dataSource={stencils}
        columns={[
          {
            title: t('settings.stencil.kind'),
            key: 'kind',
            render: (_, row, i) => (
              <Select
                value={row.kind}
                style={{ width: 130 }}
                onChange={(kind: StencilOption['kind']) => edit(i, { kind })}
                options={[
                  { value: 'framed', label: t('stencil.framed') },
                  { value: 'frameless', label: t('stencil.frameless') },
                ]}
              />
            ),
          },
          { title: t('settings.stencil.widthMm'), key: 'w', render: (_, row, i) => size(i, 'widthMm')(_, row) },
          { title: t('settings.stencil.heightMm'), key: 'h', render: (_, row, i) => size(i, 'heightMm')(_, row) },
          {
            title: t('settings.stencil.usableWidthMm'),
            key: 'uw',
            render: (_, row, i) => size(i, 'usableWidthMm')(_, row),
          },
          {
            title: t('settings.stencil.usableHeightMm'),
            key: 'uh',
            render: (_, row, i) => size(i, 'usableHeightMm')(_, row),
          },
          {
            title: t('settings.stencil.price'),
            key: 'price',
            render: (_, row, i) => (
              <Input
                value={row.price}
                style={{ width: 100 }}
                onChange={(e) => edit(i, { price: e.target.value.trim() })}
              />
            ),
          },
          {
            title: '',
            key: 'remove',
            render: (_, __, i) => (
              <Button
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t('settings.remove')}
                onClick={() => setStencils((old) => old.filter((_r, j) => j !== i))}
              />
            ),
          },
        ]}
      />
      <Space style={{ marginTop: 12 }}>
        <Button
          icon={<PlusOutlined />}
          onClick={() =>
            setStencils((old) => [
              ...old,
              { kind: 'framed', widthMm: 370, heightMm: 470, usableWidthMm: 190, usableHeightMm: 290, price: '0.00' },
            ])
          }
        >
          {t('settings.add')}
        </Button>
        <Button type="primary" loading={saving} onClick={() => void save()} data-testid="assembly-settings-save">
          {t('settings.save')}
        </Button>
      </Space>
    </Card>
  );
}
