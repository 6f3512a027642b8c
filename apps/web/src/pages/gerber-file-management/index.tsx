import { Button, Card, DatePicker, Input, Select, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import PagedTable from '../../components/PagedTable';
import { GerberFileDrawer, listGerberFiles, type ListFilters } from '../../features/gerber';
import { gerberColumns } from './columns';
import CapabilityDrawer from './CapabilityDrawer';
import UploadDialog from './UploadDialog';

const STATES = {
  upload_status: ['uploading', 'success', 'failed'],
  audit_status: ['under_review', 'success', 'failed'],
  binding_status: ['unbound', 'bound'],
  validity: ['valid', 'expired'],
} as const;
const STATUS_KIND = {
  upload_status: 'upload',
  audit_status: 'audit',
  binding_status: 'binding',
  validity: 'validity',
} as const;

/**
 * Gerber file management (factory screen, spec 02 §2): the files the factory uploaded and those its customers sent
 * it, with search, a filter on every state, sort, paging; upload with progress; review, re-check, binding,
 * validity and remarks in the row and in the detail drawer; the factory's process capability table (issue 17).
 */
export default function GerberFileManagementPage() {
  const { t } = useTranslation('gerber');
  const { t: tc } = useTranslation('capability');
  const client = useQueryClient();
  const [capability, setCapability] = useState(false);
  const [filters, setFilters] = useState<ListFilters>({});
  const [open, setOpen] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const reload = () => void client.invalidateQueries({ queryKey: ['gerber'] });
  const setFilter = (change: Partial<ListFilters>) => setFilters((old) => ({ ...old, ...change }));
  const onRange = (range: [Dayjs | null, Dayjs | null] | null) =>
    setFilter({ uploaded_from: range?.[0]?.format('YYYY-MM-DD'), uploaded_to: range?.[1]?.format('YYYY-MM-DD') });

  return (
    <Card title={t('management.title')}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('management.search')}
          onSearch={(search) => setFilter({ search: search.trim() || undefined })}
          style={{ width: 260 }}
          data-testid="gerber-search"
        />
        {(Object.keys(STATES) as Array<keyof typeof STATES>).map((key) => (
          <Select
            key={key}
            allowClear
            style={{ minWidth: 150 }}
            placeholder={t(`filters.${key}`)}
            value={filters[key]}
            onChange={(value) => setFilter({ [key]: value })}
            options={STATES[key].map((value) => ({ value, label: t(`status.${STATUS_KIND[key]}.${value}`) }))}
            data-testid={`filter-${key}`}
          />
        ))}
        <DatePicker.RangePicker onChange={(range) => onRange(range as [Dayjs | null, Dayjs | null] | null)} />
        <Button type="primary" onClick={() => setUploading(true)} data-testid="gerber-upload">
          {t('actions.upload')}
        </Button>
        <Button onClick={() => setCapability(true)} data-testid="capability-open">
          {tc('editor.open')}
        </Button>
      </Space>
      <PagedTable
        queryKey={['gerber', 'files']}
        filters={filters as Record<string, unknown>}
        fetch={listGerberFiles}
        rowKey="uid"
        columns={gerberColumns(t, { open: setOpen, changed: reload })}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('management.note')}
      </Typography.Paragraph>
      <GerberFileDrawer uid={open} onClose={() => setOpen(null)} />
      <CapabilityDrawer open={capability} onClose={() => setCapability(false)} />
      <UploadDialog
        open={uploading}
        onClose={() => {
          setUploading(false);
          reload();
        }}
      />
    </Card>
  );
}
