import { LEAD_SOURCES, LEAD_STAGES, type LeadSource, type LeadStage } from '@pcbunion/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Flex, Select, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import PagedTable from '../../components/PagedTable';
import { businessToday } from '../wallet/date-presets';
import OrderFilters, { emptyOrderFilters, orderFilterQuery, type OrderFilterState } from '../order/OrderFilters';
import { leadExportUrl, listLeads, type Lead } from './api';
import LeadDialog from './LeadDialog';
import { StageTag } from './tags';
import { formatDate } from '../../locales/format';

/** The leads (issue 20): search, stage, source, "follow-up due", date presets, server sort, pages, Excel export, a new lead. */
export default function LeadList() {
  const { t } = useTranslation('customer');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [filters, setFilters] = useState<OrderFilterState>(emptyOrderFilters);
  const [stage, setStage] = useState<LeadStage | undefined>();
  const [source, setSource] = useState<LeadSource | undefined>();
  const [due, setDue] = useState(false);
  const [adding, setAdding] = useState(false);
  const query = {
    stage,
    source,
    dueBy: due ? businessToday().format('YYYY-MM-DD') : undefined,
    ...orderFilterQuery(filters),
  };
  const open = (no: string) => navigate(`/potentialCustomer-management-son/index?no=${encodeURIComponent(no)}`);
  const today = businessToday().format('YYYY-MM-DD');

  const columns: TableColumnsType<Lead> = [
    {
      title: t('field.leadNo'),
      dataIndex: 'no',
      key: 'leadNo',
      sorter: true,
      render: (no: string) => (
        <Typography.Link onClick={() => open(no)} data-testid={`lead-${no}`}>
          {no}
        </Typography.Link>
      ),
    },
    { title: t('field.company'), dataIndex: 'company', key: 'company', sorter: true },
    { title: t('field.contactName'), dataIndex: 'contactName' },
    { title: t('field.phone'), dataIndex: 'phone' },
    {
      title: t('field.source'),
      dataIndex: 'source',
      key: 'source',
      sorter: true,
      render: (s: LeadSource) => t(`source.${s}`),
    },
    {
      title: t('field.stage'),
      dataIndex: 'stage',
      key: 'stage',
      sorter: true,
      render: (s: LeadStage) => <StageTag stage={s} />,
    },
    {
      title: t('field.nextFollowUpOn'),
      dataIndex: 'nextFollowUpOn',
      key: 'nextFollowUpOn',
      sorter: true,
      render: (d: string | null) =>
        d ? <Typography.Text type={d <= today ? 'danger' : undefined}>{d}</Typography.Text> : '—',
    },
    { title: t('field.salesman'), dataIndex: ['salesman', 'name'] },
    {
      title: t('field.createdAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      render: (at: string) => formatDate(at),
    },
  ];

  return (
    <Card size="small" data-testid="lead-list">
      <Flex vertical gap="small">
        <OrderFilters value={filters} onChange={setFilters}>
          <Select<LeadStage>
            allowClear
            placeholder={t('field.stage')}
            style={{ width: 150, maxWidth: '100%' }}
            value={stage}
            onChange={setStage}
            options={LEAD_STAGES.map((s) => ({ value: s, label: t(`stage.${s}`) }))}
            data-testid="lead-stage-filter"
          />
          <Select<LeadSource>
            allowClear
            placeholder={t('field.source')}
            style={{ width: 150, maxWidth: '100%' }}
            value={source}
            onChange={setSource}
            options={LEAD_SOURCES.map((s) => ({ value: s, label: t(`source.${s}`) }))}
          />
          <Checkbox checked={due} onChange={(e) => setDue(e.target.checked)} data-testid="lead-due">
            {t('dueOnly')}
          </Checkbox>
        </OrderFilters>
        <PagedTable<Lead>
          queryKey={['customer-leads', 'list']}
          filters={query}
          fetch={listLeads}
          rowKey="no"
          alwaysShowPagination
          columns={columns}
          toolbar={({ reload }) => (
            <>
              <Button type="primary" onClick={() => setAdding(true)} data-testid="lead-new">
                {t('button.newLead')}
              </Button>
              <Button href={leadExportUrl(query)} data-testid="lead-export">
                {t('button.export')}
              </Button>
              <Button onClick={reload}>{t('button.refresh')}</Button>
            </>
          )}
        />
      </Flex>
      <LeadDialog
        open={adding}
        onClose={(saved) => {
          setAdding(false);
          if (saved) {
            void client.invalidateQueries({ queryKey: ['customer-leads'] });
            open(saved.no);
          }
        }}
      />
    </Card>
  );
}
