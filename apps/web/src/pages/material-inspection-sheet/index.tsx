import { INSPECTION_STATUSES, type InspectionStatus } from '@pcbunion/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Tabs, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import PagedTable from '../../components/PagedTable';
import OrderFilters, {
  emptyOrderFilters,
  orderFilterQuery,
  type OrderFilterState,
} from '../../features/order/OrderFilters';
import { inspectionExportUrl, listInspections, type Inspection } from '../../features/purchase-quality/api';
import NewInspectionDialog from '../../features/purchase-quality/NewInspectionDialog';
import { InspectionStatusTag } from '../../features/purchase-quality/StatusTags';
import { useSession } from '../../stores/session';
import { formatDate } from '../../locales/format';

const TABS = ['all', ...INSPECTION_STATUSES] as const;

/**
 * Incoming inspection (issue 19): the inspections of received lots, by state, with search (number, lot, order,
 * material), date presets, server sort, pages of 20 / 60 / 100 and Excel export; the factory opens new ones.
 */
export default function MaterialInspectionSheetPage() {
  const { t } = useTranslation('purchaseQuality');
  const navigate = useNavigate();
  const client = useQueryClient();
  const factory = useSession().authInfo?.user.enterprise_kind === 'factory';
  const [tab, setTab] = useState<'all' | InspectionStatus>('all');
  const [filters, setFilters] = useState<OrderFilterState>(emptyOrderFilters);
  const [creating, setCreating] = useState(false);
  const query = { tab, ...orderFilterQuery(filters) };
  const open = (no: string) => navigate(`/material-inspection-sheet-inspection/index?no=${encodeURIComponent(no)}`);
  const columns: TableColumnsType<Inspection> = [
    {
      title: t('column.inspectionNo'),
      dataIndex: 'no',
      key: 'inspectionNo',
      sorter: true,
      render: (no: string) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(no)} data-testid={`iq-${no}`}>
          {no}
        </Button>
      ),
    },
    { title: t('column.material'), render: (_, i) => `${i.materialNo} ${i.materialName}` },
    { title: t('column.lotNo'), dataIndex: 'lotNo', key: 'lotNo', sorter: true },
    {
      title: t('column.lotSize'),
      dataIndex: 'lotSize',
      align: 'right',
      render: (v: string, i) => `${v} ${i.unitName}`,
    },
    { title: t('column.aql'), dataIndex: 'aql', align: 'right' },
    {
      title: t('column.sampleSize'),
      dataIndex: 'sampleSize',
      align: 'right',
      render: (n: number, i) => `${i.codeLetter} · ${n}`,
    },
    { title: t('column.acRe'), render: (_, i) => `${i.acceptNumber} / ${i.rejectNumber}` },
    { title: t('column.defective'), dataIndex: 'defectiveUnits', key: 'defectiveUnits', sorter: true, align: 'right' },
    {
      title: t('column.status'),
      dataIndex: 'status',
      render: (_: unknown, i) => <InspectionStatusTag status={i.status} />,
    },
    { title: t('column.supplier'), dataIndex: ['supplier', 'name'] },
    { title: t('column.orderNo'), dataIndex: 'orderNo' },
    {
      title: t('column.createdAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      render: (v: string) => formatDate(v),
    },
  ];
  return (
    <Card size="small" data-testid="purchase-inspections">
      <Flex vertical gap="small">
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as typeof tab)}
          items={TABS.map((key) => ({
            key,
            label: <span data-testid={`iq-tab-${key}`}>{t(`inspectionTab.${key}`)}</span>,
          }))}
        />
        <OrderFilters value={filters} onChange={setFilters} />
        <PagedTable<Inspection>
          queryKey={['purchase-inspections', tab]}
          filters={query}
          fetch={listInspections}
          rowKey="no"
          alwaysShowPagination
          columns={columns}
          toolbar={() => (
            <>
              {factory && (
                <Button type="primary" onClick={() => setCreating(true)} data-testid="iq-new">
                  {t('action.newInspection')}
                </Button>
              )}
              <Button href={inspectionExportUrl(query)} data-testid="iq-export">
                {t('action.export')}
              </Button>
            </>
          )}
        />
      </Flex>
      <NewInspectionDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(no) => {
          setCreating(false);
          void client.invalidateQueries({ queryKey: ['purchase-inspections'] });
          open(no);
        }}
      />
    </Card>
  );
}
