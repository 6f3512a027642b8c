import { BARCODE_USAGES, type BarcodeUsage, type LabelField } from '@pcbunion/core';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Select, Typography, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import PagedTable from '../../components/PagedTable';
import OrderFilters, { emptyOrderFilters, orderFilterQuery, type OrderFilterState } from '../order/OrderFilters';
import { barcodeRulesExportUrl, listBarcodeRules, type BarcodeRule } from './api';
import RuleDialog from './RuleDialog';
import RuleTags from './RuleTags';
import { formatDateTime } from '../../locales/format';

/** The factory's barcode and label rules: search, usage, the days last changed (presets or a range), server sort, pages, Excel, a new rule. */
export default function RuleList() {
  const { t } = useTranslation('barcode');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [filters, setFilters] = useState<OrderFilterState>(emptyOrderFilters);
  const [usage, setUsage] = useState<BarcodeUsage | undefined>();
  const [writing, setWriting] = useState(false);
  const reload = useCallback(() => void client.invalidateQueries({ queryKey: ['barcode-rules'] }), [client]);
  const query = { usage, ...orderFilterQuery(filters) };
  const open = (no: string) => navigate(`/barcode-settings-detail/index?no=${encodeURIComponent(no)}`);

  const columns: TableColumnsType<BarcodeRule> = [
    {
      title: t('field.no'),
      dataIndex: 'no',
      key: 'rule_no',
      sorter: true,
      render: (no: string) => <Typography.Link onClick={() => open(no)}>{no}</Typography.Link>,
    },
    { title: t('field.name'), dataIndex: 'name', key: 'name', sorter: true },
    { title: t('field.usage'), dataIndex: 'usage', key: 'usage', sorter: true, render: (u: string) => t(`usage.${u}`) },
    {
      title: t('field.symbology'),
      dataIndex: 'symbology',
      key: 'symbology',
      sorter: true,
      render: (s: string) => t(`symbology.${s}`),
    },
    { title: t('field.size'), key: 'size', render: (_: unknown, r) => `${r.widthMm} × ${r.heightMm} mm` },
    {
      title: t('field.fields'),
      dataIndex: 'fields',
      render: (f: LabelField[]) => f.map((x) => t(`labelField.${x}`)).join(', '),
    },
    {
      title: t('field.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (_: unknown, r) => <RuleTags status={r.status} isDefault={r.isDefault} />,
    },
    {
      title: t('field.updatedAt'),
      dataIndex: 'updatedAt',
      key: 'updated_at',
      sorter: true,
      render: (v: string) => formatDateTime(v),
    },
  ];

  return (
    <Card size="small" data-testid="barcode-rule-list">
      <Flex vertical gap="small">
        <Alert type="info" showIcon message={t('intro')} />
        <OrderFilters value={filters} onChange={setFilters} placeholder={t('keyword')}>
          <Select<BarcodeUsage>
            allowClear
            placeholder={t('field.usage')}
            style={{ width: 200, maxWidth: '100%' }}
            value={usage}
            onChange={setUsage}
            options={BARCODE_USAGES.map((u) => ({ value: u, label: t(`usage.${u}`) }))}
          />
        </OrderFilters>
        <PagedTable<BarcodeRule>
          queryKey={['barcode-rules']}
          filters={query}
          fetch={listBarcodeRules}
          rowKey="no"
          alwaysShowPagination
          columns={columns}
          toolbar={() => (
            <>
              <Button type="primary" onClick={() => setWriting(true)} data-testid="br-new">
                {t('new')}
              </Button>
              <Button href={barcodeRulesExportUrl(query)} data-testid="br-export">
                {t('export')}
              </Button>
              <Button onClick={reload}>{t('refresh')}</Button>
            </>
          )}
        />
      </Flex>
      <RuleDialog
        open={writing}
        onClose={(saved) => {
          setWriting(false);
          if (saved) {
            reload();
            open(saved.no);
          }
        }}
      />
    </Card>
  );
}
