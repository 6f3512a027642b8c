import type { SupplierStatementAction } from '@pcbunion/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Flex, Result, Space, Spin, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  getStatement,
  moveStatement,
  type StatementActionInput,
  type StatementLine,
} from '../../features/supplier-billing/api';
import DisputeDialog from '../../features/supplier-billing/DisputeDialog';
import LogCard from '../../features/supplier-billing/LogCard';
import ReissueDialog from '../../features/supplier-billing/ReissueDialog';
import BillingStatusTag from '../../features/supplier-billing/StatusTag';

/**
 * One supplier statement: its lines (receipts, returns, accepted fees, an adjustment) with the supplier's disputes,
 * the totals, earlier versions, the actions of the caller's side and the log in words. A confirmed statement takes
 * the supplier's invoices.
 */
export default function SupplierStatementSonPage() {
  const { t } = useTranslation('supplierBilling');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const no = params.get('no') ?? '';
  const statement = useQuery({
    queryKey: ['supplier-statement', no],
    queryFn: () => getStatement(no),
    enabled: no !== '',
  });
  const [dialog, setDialog] = useState<'dispute' | 'reissue' | null>(null);
  if (!no) return <Result status="info" title={t('statement.choose')} />;
  if (statement.isLoading || !statement.data) return <Spin />;
  const s = statement.data;
  const run = async (action: SupplierStatementAction, body: StatementActionInput = {}) => {
    if ((await moveStatement(no, action, { version: s.version, ...body }).catch(() => null)) === null) return;
    message.success(t(`done.${action}`));
    setDialog(null);
    void client.invalidateQueries({ queryKey: ['supplier-statement', no] });
    void client.invalidateQueries({ queryKey: ['supplier-statements'] });
  };
  const lineColumns = [
    { title: '#', dataIndex: 'lineNo' },
    { title: t('field.kind'), dataIndex: 'kind', render: (k: string) => t(`line.${k}`) },
    { title: t('field.date'), dataIndex: 'on' },
    { title: t('field.source'), dataIndex: 'sourceNo' },
    { title: t('field.orderNo'), dataIndex: 'orderNo' },
    { title: t('field.description'), dataIndex: 'description' },
    { title: t('field.quantity'), dataIndex: 'quantity', align: 'right' as const },
    { title: t('field.unitPrice'), dataIndex: 'unitPrice', align: 'right' as const },
    { title: t('field.amount'), dataIndex: 'amount', align: 'right' as const },
    { title: t('field.disputeReason'), dataIndex: 'disputeReason', render: (r: string | null) => r ?? '' },
  ];
  return (
    <Flex vertical gap="middle" data-testid="supplier-statement-son">
      <Card
        size="small"
        title={
          <Space wrap>
            {`${s.no} · ${s.period} · V${s.version}`}
            <BillingStatusTag kind="statement" status={s.status} />
          </Space>
        }
        extra={
          <Space wrap>
            {s.actions.map((action) => (
              <Button
                key={action}
                type={action === 'dispute' ? 'default' : 'primary'}
                danger={action === 'dispute'}
                onClick={() => (action === 'confirm' ? void run('confirm') : setDialog(action))}
                data-testid={`statement-action-${action}`}
              >
                {t(`action.${action}`)}
              </Button>
            ))}
            {s.role === 'supplier' && s.status === 'confirmed' && (
              <Button
                onClick={() => navigate(`/supplier-invoice-add/index?statement=${encodeURIComponent(s.no)}`)}
                data-testid="statement-invoice"
              >
                {t('invoice.new')}
              </Button>
            )}
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('field.supplier')}>{s.supplier.name}</Descriptions.Item>
          <Descriptions.Item label={t('field.factory')}>{s.factory.name}</Descriptions.Item>
          <Descriptions.Item label={t('field.receipts')}>{`${s.currency} ${s.receipts}`}</Descriptions.Item>
          <Descriptions.Item label={t('field.returns')}>{`${s.currency} ${s.returns}`}</Descriptions.Item>
          <Descriptions.Item label={t('field.fees')}>{`${s.currency} ${s.fees}`}</Descriptions.Item>
          <Descriptions.Item label={t('field.adjustment')}>{`${s.currency} ${s.adjustment}`}</Descriptions.Item>
          <Descriptions.Item label={t('field.total')}>
            <strong data-testid="statement-total">{`${s.currency} ${s.total}`}</strong>
          </Descriptions.Item>
          <Descriptions.Item label={t('field.note')}>{s.note || '—'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t('statement.lines')}>
        <Table<StatementLine>
          size="small"
          rowKey="uid"
          pagination={false}
          dataSource={s.lines}
          scroll={{ x: 'max-content' }}
          columns={lineColumns}
        />
      </Card>
      {s.history.length > 0 && (
        <Card size="small" title={t('statement.history')}>
          {s.history.map((h) => (
            <div key={h.version} style={{ overflowWrap: 'anywhere' }}>
              {`V${h.version} · ${h.total} · ${h.lines
                .filter((l) => l.disputeReason)
                .map((l) => `#${l.lineNo} ${l.description}: ${l.disputeReason}`)
                .join('; ')}`}
            </div>
          ))}
        </Card>
      )}
      <LogCard log={s.log} />
      <DisputeDialog
        open={dialog === 'dispute'}
        lines={s.lines}
        onClose={() => setDialog(null)}
        onSubmit={(lines) => run('dispute', { lines })}
      />
      <ReissueDialog
        open={dialog === 'reissue'}
        onClose={() => setDialog(null)}
        onSubmit={(values) => run('reissue', { ...values })}
      />
    </Flex>
  );
}
