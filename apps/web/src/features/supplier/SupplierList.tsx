import {
  statusesOfScope,
  SUPPLY_CATEGORIES,
  type SupplierScope,
  type SupplierStatus,
  type SupplyCategory,
} from '@pcbunion/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Rate, Select, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import PagedTable from '../../components/PagedTable';
import { listSuppliers, supplierExportUrl, type Supplier } from './api';
import SupplierDialog from './SupplierDialog';
import SupplierStatusTag, { ExpiryTag } from './StatusTag';

/**
 * The supplier master (scope master: approved and suspended suppliers) or the potential suppliers (potential, under
 * evaluation, rejected): search, state, category and document-expiry filters, server sort, pages of 20 / 60 / 100,
 * Excel export. New files start as potential suppliers, so "New" lives on the potential list.
 */
export default function SupplierList({ scope, detailPath }: { scope: SupplierScope; detailPath: string }) {
  const { t } = useTranslation('supplier');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [keyword, setKeyword] = useState<string>();
  const [status, setStatus] = useState<SupplierStatus>();
  const [category, setCategory] = useState<SupplyCategory>();
  const [expiry, setExpiry] = useState<'expired' | 'expiring'>();
  const [creating, setCreating] = useState(false);
  const query = { scope, keyword, status, category, expiry };
  const open = (uid: string) => navigate(`/${detailPath}/index?uid=${encodeURIComponent(uid)}`);
  const columns: TableColumnsType<Supplier> = [
    {
      title: t('column.supplierNo'),
      dataIndex: 'supplierNo',
      key: 'supplierNo',
      sorter: true,
      render: (no: string, s) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => open(s.uid)}
          data-testid={`supplier-${no}`}
        >
          {no}
        </Button>
      ),
    },
    { title: t('column.name'), dataIndex: 'name', key: 'name', sorter: true },
    {
      title: t('column.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (_: unknown, s) => <SupplierStatusTag status={s.status} />,
    },
    { title: t('column.enterprise'), render: (_, s) => s.enterprise?.name ?? t('notLinked') },
    {
      title: t('column.contact'),
      render: (_, s) => [s.contacts[0]?.name, s.contacts[0]?.phone].filter(Boolean).join(' '),
    },
    { title: t('column.categories'), render: (_, s) => s.categories.map((c) => t(`category.${c}`)).join(', ') },
    { title: t('column.paymentTerms'), render: (_, s) => t(`paymentTerm.${s.paymentTerms}`) },
    {
      title: t('column.rating'),
      dataIndex: 'rating',
      key: 'rating',
      sorter: true,
      render: (r: number | null) => (r ? <Rate disabled value={r} style={{ fontSize: 12 }} /> : '—'),
    },
    {
      title: t('column.documents'),
      render: (_, s) =>
        s.documents.worst ? (
          <Space size={4}>
            <ExpiryTag state={s.documents.worst} />
            {t('documentsSummary', s.documents)}
          </Space>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <Card size="small" data-testid={`suppliers-${scope}`}>
      <Flex vertical gap="small">
        <Flex gap="small" wrap align="center">
          <Input.Search
            allowClear
            placeholder={t('search')}
            style={{ width: 300, maxWidth: '100%' }}
            onSearch={(text) => setKeyword(text.trim() || undefined)}
            data-testid="supplier-search"
          />
          <Select
            allowClear
            placeholder={t('filter.status')}
            style={{ width: 160 }}
            value={status}
            onChange={setStatus}
            options={statusesOfScope(scope).map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
          <Select
            allowClear
            placeholder={t('filter.category')}
            style={{ width: 180 }}
            value={category}
            onChange={setCategory}
            options={SUPPLY_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
          />
          <Select
            allowClear
            placeholder={t('filter.expiry')}
            style={{ width: 180 }}
            value={expiry}
            onChange={setExpiry}
            options={(['expired', 'expiring'] as const).map((e) => ({ value: e, label: t(`expiry.${e}`) }))}
            data-testid="supplier-expiry-filter"
          />
        </Flex>
        <PagedTable<Supplier>
          queryKey={['suppliers', scope]}
          filters={query}
          fetch={listSuppliers}
          rowKey="uid"
          alwaysShowPagination
          columns={columns}
          toolbar={() => (
            <>
              {scope === 'potential' && (
                <Button type="primary" onClick={() => setCreating(true)} data-testid="supplier-new">
                  {t('action.new')}
                </Button>
              )}
              <Button href={supplierExportUrl(query)} data-testid="supplier-export">
                {t('action.export')}
              </Button>
            </>
          )}
        />
      </Flex>
      <SupplierDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(uid) => {
          setCreating(false);
          void client.invalidateQueries({ queryKey: ['suppliers'] });
          open(uid);
        }}
      />
    </Card>
  );
}
