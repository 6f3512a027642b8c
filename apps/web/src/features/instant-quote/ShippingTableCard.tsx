import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, DatePicker, Form, Input, InputNumber, Space, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { getShippingTable, saveShippingTable, type ShippingRateRow, type ShippingTable } from './api';

const BLANK_RATE: ShippingRateRow = {
  carrier: '',
  country: '',
  province: null,
  firstWeightGrams: 500,
  firstPrice: '0',
  additionalUnitGrams: 500,
  additionalPrice: '0',
  days: 3,
};

/**
 * The factory's shipping table on the pricing projects screen: packing rules, the working calendar (days off each
 * week, holidays) and a row per carrier and zone, saved whole against the version read (a save in between → reload).
 */
export default function ShippingTableCard() {
  const { t } = useTranslation('instantQuote');
  const { message } = App.useApp();
  const client = useQueryClient();
  const table = useQuery({ queryKey: ['shipping', 'table'], queryFn: getShippingTable });
  const [draft, setDraft] = useState<ShippingTable | null>(null);
  const [saving, setSaving] = useState(false);
  const [draftOf, setDraftOf] = useState<ShippingTable | undefined>(undefined);
  if (table.data !== draftOf) {
    setDraftOf(table.data);
    setDraft(table.data ?? null);
  }
  if (!draft) return <Card title={t('settings.title')} loading={table.isLoading} />;
  const edit = (i: number, patch: Partial<ShippingRateRow>) =>
    setDraft({ ...draft, rates: draft.rates.map((row, j) => (j === i ? { ...row, ...patch } : row)) });
  const save = async () => {
    setSaving(true);
    try {
      await saveShippingTable(draft);
      void message.success(t('settings.saved'));
      await client.invalidateQueries({ queryKey: ['shipping'] });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setSaving(false);
    }
  };
  const text =
    (i: number, key: 'carrier' | 'country' | 'province' | 'firstPrice' | 'additionalPrice', width: number) =>
    (_: unknown, row: ShippingRateRow) => (
      <Input
        value={row[key] ?? ''}
        style={{ width }}
        aria-label={t(`settings.${key}`)}
        onChange={(e) =>
          edit(i, {
            [key]:
              key === 'province'
                ? e.target.value.trim() || null
                : key === 'country'
                  ? e.target.value.toUpperCase()
                  : e.target.value,
          })
        }
      />
    );
  const number =
    (i: number, key: 'firstWeightGrams' | 'additionalUnitGrams' | 'days') => (_: unknown, row: ShippingRateRow) => (
      <InputNumber
        min={key === 'days' ? 0 : 1}
        value={row[key]}
        aria-label={t(`settings.${key}`)}
        onChange={(v) => v !== null && edit(i, { [key]: v })}
      />
    );
  const column = (
    key: keyof ShippingRateRow,
    render: (i: number) => (_: unknown, row: ShippingRateRow) => React.ReactNode,
  ) => ({
    title: t(`settings.${key}`),
    key,
    render: (_: unknown, row: ShippingRateRow, i: number) => render(i)(_, row),
  });
  return (
    <Card title={t('settings.title')} data-testid="shipping-settings">
      <Typography.Paragraph type="secondary">{t('settings.intro')}</Typography.Paragraph>
      <Form layout="inline" style={{ rowGap: 8, marginBottom: 16 }}>
        <Form.Item label={t('settings.packageMaxKg')}>
          <Input
            value={draft.packageMaxKg}
            style={{ width: 90 }}
            onChange={(e) => setDraft({ ...draft, packageMaxKg: e.target.value.trim() })}
          />
        </Form.Item>
        <Form.Item label={t('settings.packageTareKg')}>
          <Input
            value={draft.packageTareKg}
            style={{ width: 90 }}
            onChange={(e) => setDraft({ ...draft, packageTareKg: e.target.value.trim() })}
          />
        </Form.Item>
        <Form.Item label={t('settings.weekend')} style={{ maxWidth: '100%' }}>
          <Checkbox.Group
            style={{ flexWrap: 'wrap' }}
            value={draft.weekendDays}
            onChange={(days) => setDraft({ ...draft, weekendDays: (days as number[]).sort() })}
            options={[1, 2, 3, 4, 5, 6, 0].map((d) => ({ value: d, label: t(`settings.weekdays.${d}`) }))}
          />
        </Form.Item>
      </Form>
      <Space wrap style={{ marginBottom: 16 }}>
        <Typography.Text>{t('settings.holidays')}:</Typography.Text>
        {draft.holidays.map((day) => (
          <Tag
            key={day}
            closable
            onClose={() => setDraft({ ...draft, holidays: draft.holidays.filter((d) => d !== day) })}
          >
            {day}
          </Tag>
        ))}
        <DatePicker
          placeholder={t('settings.addHoliday')}
          value={null as Dayjs | null}
          onChange={(date: Dayjs | null) =>
            date &&
            setDraft({ ...draft, holidays: [...new Set([...draft.holidays, date.format('YYYY-MM-DD')])].sort() })
          }
        />
      </Space>
      <Table<ShippingRateRow>
        size="small"
        rowKey={(_, i) => String(i)}
        pagination={{ pageSize: 12 }}
        scroll={{ x: 'max-content' }}
        dataSource={draft.rates}
        columns={[
          column('carrier', (i) => text(i, 'carrier', 180)),
          column('country', (i) => text(i, 'country', 56)),
          column('province', (i) => text(i, 'province', 56)),
          column('firstWeightGrams', (i) => number(i, 'firstWeightGrams')),
          column('firstPrice', (i) => text(i, 'firstPrice', 90)),
          column('additionalUnitGrams', (i) => number(i, 'additionalUnitGrams')),
          column('additionalPrice', (i) => text(i, 'additionalPrice', 90)),
          column('days', (i) => number(i, 'days')),
          {
            key: 'remove',
            render: (_: unknown, __: ShippingRateRow, i: number) => (
              <Button
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t('settings.remove')}
                onClick={() => setDraft({ ...draft, rates: draft.rates.filter((_, j) => j !== i) })}
              />
            ),
          },
        ]}
      />
      <Space style={{ marginTop: 12 }}>
        <Button
          icon={<PlusOutlined />}
          onClick={() => setDraft({ ...draft, rates: [...draft.rates, { ...BLANK_RATE }] })}
        >
          {t('settings.addRate')}
        </Button>
        <Button type="primary" loading={saving} onClick={() => void save()} data-testid="shipping-settings-save">
          {t('settings.save')}
        </Button>
      </Space>
    </Card>
  );
}
