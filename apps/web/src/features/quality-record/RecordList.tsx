import {
  COMPLAINT_DEFECT_TYPES,
  QUALITY_RECORD_STATUSES,
  type ComplaintDefectType,
  type QualityRecordStatus,
} from '@pcbunion/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Select, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import PagedTable from '../../components/PagedTable';
import { useSession } from '../../stores/session';
import OrderFilters, { emptyOrderFilters, orderFilterQuery, type OrderFilterState } from '../order/OrderFilters';
import { listRecords, recordsExportUrl, type QualityRecord } from './api';
import RecordDialog from './RecordDialog';
import RecordStatusTag from './StatusTag';
import { formatDateTime } from '../../locales/format';

/**
 * Poor quality records, either side (the factory: all its customers'; the customer: its own): search, status, defect
 * type, date presets, server sort, pages of 20 / 60 / 100, Excel. The customer files a new one here.
 */
export default function RecordList() {
  const { t } = useTranslation('qualityRecord');
  const navigate = useNavigate();
  const client = useQueryClient();
  const factory = useSession().authInfo?.user.enterprise_kind === 'factory';
  const [filters, setFilters] = useState<OrderFilterState>(emptyOrderFilters);
  const [status, setStatus] = useState<QualityRecordStatus | undefined>();
  const [defectType, setDefectType] = useState<ComplaintDefectType | undefined>();
  const [filing, setFiling] = useState(false);
  const query = { side: factory ? 'factory' : 'customer', status, defectType, ...orderFilterQuery(filters) };
  const open = (no: string) => navigate(`/poor-quality-record-detail/index?no=${encodeURIComponent(no)}`);
  const columns: TableColumnsType<QualityRecord> = [
    {
      title: t('field.no'),
      dataIndex: 'no',
      key: 'record_no',
      sorter: true,
      render: (no: string) => (
        <Typography.Link onClick={() => open(no)} data-testid="record-link">
          {no}
        </Typography.Link>
      ),
    },
    {
      title: factory ? t('field.customer') : t('field.factory'),
      key: 'party',
      render: (_, r) => (factory ? r.customer.name : r.factory.name) ?? '—',
    },
    { title: t('field.deliveryNo'), dataIndex: 'deliveryNo', key: 'delivery_no', sorter: true },
    { title: t('field.partNo'), dataIndex: 'partNo', key: 'part_no', sorter: true },
    { title: t('field.defectType'), dataIndex: 'defectType', render: (d: string) => t(`defect.${d}`) },
    {
      title: t('field.quantity'),
      dataIndex: 'quantity',
      key: 'quantity',
      sorter: true,
      align: 'right',
      render: (q: number, r) => `${q} / ${r.delivered}`,
    },
    { title: t('field.lot'), dataIndex: 'lot', render: (v: string | null) => v ?? '—' },
    {
      title: t('field.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (s: QualityRecordStatus) => <RecordStatusTag status={s} />,
    },
    {
      title: t('field.createdAt'),
      dataIndex: 'createdAt',
      key: 'created_at',
      sorter: true,
      render: (at: string) => formatDateTime(at),
    },
  ];
  return (
    <Card size="small" data-testid="record-list">
      <Flex vertical gap="small">
        <OrderFilters value={filters} onChange={setFilters}>
          <Select<QualityRecordStatus>
            allowClear
            placeholder={t('field.status')}
            style={{ width: 180, maxWidth: '100%' }}
            value={status}
            onChange={setStatus}
            options={QUALITY_RECORD_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
          <Select<ComplaintDefectType>
            allowClear
            placeholder={t('field.defectType')}
            style={{ width: 180, maxWidth: '100%' }}
            value={defectType}
            onChange={setDefectType}
            options={COMPLAINT_DEFECT_TYPES.map((d) => ({ value: d, label: t(`defect.${d}`) }))}
          />
        </OrderFilters>
        <PagedTable<QualityRecord>
          queryKey={['quality-records', query.side]}
          filters={query}
          fetch={listRecords}
          rowKey="no"
          alwaysShowPagination
          columns={columns}
          toolbar={() => (
            <>
              {!factory && (
                <Button type="primary" onClick={() => setFiling(true)} data-testid="record-new">
                  {t('new')}
                </Button>
              )}
              <Button href={recordsExportUrl(query)} data-testid="record-export">
                {t('export')}
              </Button>
              <Button onClick={() => void client.invalidateQueries({ queryKey: ['quality-records'] })}>
                {t('refresh')}
              </Button>
            </>
          )}
        />
      </Flex>
      <RecordDialog
        open={filing}
        onClose={(created) => {
          setFiling(false);
          if (created) void client.invalidateQueries({ queryKey: ['quality-records'] });
        }}
      />
    </Card>
  );
}
