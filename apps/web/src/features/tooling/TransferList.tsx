import { TOOL_TRANSFER_STATUSES, type ToolTransferStatus } from '@pcbunion/core';
import { Button, Card, Flex, Select, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import PagedTable from '../../components/PagedTable';
import OrderFilters, { emptyOrderFilters, orderFilterQuery, type OrderFilterState } from '../order/OrderFilters';
import { listToolTransfers, toolTransferExportUrl, type ToolTransfer } from './api';
import { TransferStatusTag } from './StatusTag';
import { formatDateTime } from '../../locales/format';

/** Tooling transfers out of and into the factory: search, direction, status, date presets, sort, pages, Excel. New transfers start from a tooling. */
export default function TransferList() {
  const { t } = useTranslation('tooling');
  const navigate = useNavigate();
  const [filters, setFilters] = useState<OrderFilterState>(emptyOrderFilters);
  const [status, setStatus] = useState<ToolTransferStatus | undefined>();
  const [direction, setDirection] = useState<'in' | 'out' | undefined>();
  const query = { status, direction, ...orderFilterQuery(filters) };
  const open = (no: string) => navigate(`/tooling-transfer-management-details/index?no=${encodeURIComponent(no)}`);
  const columns: TableColumnsType<ToolTransfer> = [
    {
      title: t('field.transferNo'),
      dataIndex: 'no',
      key: 'transfer_no',
      sorter: true,
      render: (no: string) => (
        <Typography.Link onClick={() => open(no)} data-testid="tool-transfer-link">
          {no}
        </Typography.Link>
      ),
    },
    { title: t('field.no'), dataIndex: 'toolingNo', key: 'tooling_no', sorter: true },
    { title: t('field.name'), dataIndex: 'toolingName' },
    { title: t('field.from'), key: 'from', render: (_, r) => r.from.name ?? '—' },
    { title: t('field.to'), key: 'to', render: (_, r) => r.to.name ?? '—' },
    { title: t('field.toLocation'), dataIndex: 'toLocation' },
    {
      title: t('field.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (s: ToolTransferStatus) => <TransferStatusTag status={s} />,
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
    <Card size="small" data-testid="tool-transfer-list">
      <Flex vertical gap="small">
        <OrderFilters value={filters} onChange={setFilters}>
          <Select<'in' | 'out'>
            allowClear
            placeholder={t('field.direction')}
            style={{ width: 150, maxWidth: '100%' }}
            value={direction}
            onChange={setDirection}
            options={(['out', 'in'] as const).map((d) => ({ value: d, label: t(`direction.${d}`) }))}
          />
          <Select<ToolTransferStatus>
            allowClear
            placeholder={t('field.status')}
            style={{ width: 160, maxWidth: '100%' }}
            value={status}
            onChange={setStatus}
            options={TOOL_TRANSFER_STATUSES.map((s) => ({ value: s, label: t(`transferStatus.${s}`) }))}
          />
        </OrderFilters>
        <PagedTable<ToolTransfer>
          queryKey={['tooling-transfers', 'list']}
          filters={query}
          fetch={listToolTransfers}
          rowKey="no"
          alwaysShowPagination
          columns={columns}
          toolbar={({ reload }) => (
            <>
              <Button
                type="primary"
                onClick={() => navigate('/tooling-collaboration/index')}
                data-testid="tool-transfer-new"
              >
                {t('newTransfer')}
              </Button>
              <Button href={toolTransferExportUrl(query)}>{t('export')}</Button>
              <Button onClick={reload}>{t('refresh')}</Button>
            </>
          )}
        />
      </Flex>
    </Card>
  );
}
