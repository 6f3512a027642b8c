import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Input, Select, Typography, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import PagedTable from '../../components/PagedTable';
import { formatDateTime } from '../../locales/format';
import OrderFilters, { emptyOrderFilters, orderFilterQuery, type OrderFilterState } from '../order/OrderFilters';
import {
  auditExportUrl,
  fetchAuditChoices,
  listAudit,
  verifyAuditChain,
  type AuditChainCheck,
  type AuditRow,
} from './api';
import ChangeList from './ChangeList';

/**
 * The audit log: search by record (the search box), person, action, record type and Shanghai days (presets or a
 * range), server sort and pages, Excel with the same search, and a check of the tamper-evident chain. The platform
 * operator also picks an enterprise and sees whose each row is.
 */
export default function AuditLogList() {
  const { t } = useTranslation('auditLog');
  const client = useQueryClient();
  const [filters, setFilters] = useState<OrderFilterState>(emptyOrderFilters);
  const [actor, setActor] = useState<string | undefined>();
  const [action, setAction] = useState<string | undefined>();
  const [entity, setEntity] = useState<string | undefined>();
  const [enterpriseUid, setEnterpriseUid] = useState<string | undefined>();
  const [check, setCheck] = useState<AuditChainCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const choices = useQuery({ queryKey: ['audit-log', 'choices'], queryFn: fetchAuditChoices });
  const platform = (choices.data?.enterprises.length ?? 0) > 0;
  const { keyword, ...days } = orderFilterQuery(filters);
  const query = { record: keyword, actor, action, entity, enterpriseUid, ...days };
  const reload = useCallback(() => void client.invalidateQueries({ queryKey: ['audit-log'] }), [client]);

  const verify = async () => {
    setChecking(true);
    try {
      setCheck(await verifyAuditChain());
    } finally {
      setChecking(false);
    }
  };

  const columns: TableColumnsType<AuditRow> = [
    {
      title: t('field.at'),
      dataIndex: 'at',
      key: 'at',
      sorter: true,
      width: 150,
      render: (at: string) => formatDateTime(at),
    },
    ...(platform
      ? [
          {
            title: t('field.enterprise'),
            dataIndex: ['enterprise', 'name'],
            render: (name: string | undefined) => name ?? t('platform'),
          },
        ]
      : []),
    { title: t('field.actor'), dataIndex: ['actor', 'name'], render: (name: string | undefined) => name ?? '—' },
    { title: t('field.ip'), dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
    { title: t('field.entity'), dataIndex: 'entityName' },
    {
      title: t('field.record'),
      dataIndex: 'record',
      render: (record: string) => <Typography.Text copyable>{record}</Typography.Text>,
    },
    { title: t('field.action'), dataIndex: 'actionName' },
    {
      title: t('field.changes'),
      dataIndex: 'changes',
      render: (_: unknown, row) => <ChangeList changes={row.changes} />,
    },
  ];

  return (
    <Card size="small" data-testid="audit-log">
      <Flex vertical gap="small">
        <OrderFilters value={filters} onChange={setFilters} placeholder={t('recordSearch')}>
          <Input.Search
            allowClear
            placeholder={t('actorSearch')}
            style={{ width: 220 }}
            onSearch={(text) => setActor(text.trim() || undefined)}
            data-testid="audit-actor"
          />
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('field.action')}
            style={{ width: 180 }}
            value={action}
            onChange={setAction}
            options={choices.data?.actions}
            data-testid="audit-action"
          />
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('field.entity')}
            style={{ width: 180 }}
            value={entity}
            onChange={setEntity}
            options={choices.data?.entities}
            data-testid="audit-entity"
          />
          {platform && (
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('field.enterprise')}
              style={{ width: 220 }}
              value={enterpriseUid}
              onChange={setEnterpriseUid}
              options={choices.data?.enterprises.map((e) => ({ value: e.uid, label: e.name }))}
              data-testid="audit-enterprise"
            />
          )}
        </OrderFilters>
        {check && (
          <Alert
            showIcon
            closable
            onClose={() => setCheck(null)}
            type={check.intact ? 'success' : 'error'}
            message={check.intact ? t('intact', { rows: check.rows, chains: check.chains }) : t('broken')}
            description={check.breaks.map((b) => (
              <div key={b.id}>{b.text}</div>
            ))}
            data-testid="audit-check"
          />
        )}
        <PagedTable<AuditRow>
          queryKey={['audit-log', 'rows']}
          filters={query}
          fetch={listAudit}
          rowKey="id"
          alwaysShowPagination
          columns={columns}
          toolbar={() => (
            <>
              <Button type="primary" href={auditExportUrl(query)} data-testid="audit-export">
                {t('export')}
              </Button>
              <Button onClick={verify} loading={checking} data-testid="audit-verify">
                {t('verify')}
              </Button>
              <Button onClick={reload}>{t('refresh')}</Button>
            </>
          )}
        />
      </Flex>
    </Card>
  );
}
