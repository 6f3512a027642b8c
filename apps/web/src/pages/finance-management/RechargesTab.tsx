import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Input, Segmented, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import PagedTable from '../../components/PagedTable';
import type { Recharge, RechargeStatus } from '../../features/wallet/api';
import { newUuid } from '../../features/wallet/idempotency';
import { confirmRecharge, listFinanceRecharges, rejectRecharge } from './api';
import RejectDialog from './RejectDialog';
import { formatDateTime } from '../../locales/format';

const STATUSES: RechargeStatus[] = ['pending', 'paid', 'rejected', 'expired'];
const COLORS = { pending: 'processing', paid: 'success', rejected: 'error', expired: 'default' } as const;

/** Recharges by status; a pending bank transfer is confirmed once its money has arrived, or rejected with a reason. */
export default function RechargesTab() {
  const { t } = useTranslation('finance');
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const [status, setStatus] = useState<RechargeStatus>('pending');
  const [keyword, setKeyword] = useState<string | undefined>();
  const [rejecting, setRejecting] = useState<Recharge | null>(null);
  const reload = () => void client.invalidateQueries({ queryKey: ['finance-recharges'] });

  const confirm = (row: Recharge) => {
    const key = newUuid();
    modal.confirm({
      title: t('confirmRechargeTitle', { no: row.rechargeNo, amount: row.amount }),
      onOk: async () => {
        await confirmRecharge(row.rechargeNo, key);
        void message.success(t('rechargeConfirmed'));
        reload();
      },
    });
  };

  return (
    <Flex vertical gap="small">
      <Flex gap="small" wrap>
        <Segmented<RechargeStatus>
          value={status}
          onChange={setStatus}
          options={STATUSES.map((s) => ({ value: s, label: t(`rechargeStatus.${s}`) }))}
          data-testid="finance-recharge-status"
        />
        <Input.Search
          allowClear
          placeholder={t('searchKeyword')}
          style={{ width: 240 }}
          onSearch={(v) => setKeyword(v.trim() || undefined)}
        />
      </Flex>
      <PagedTable<Recharge>
        queryKey={['finance-recharges']}
        filters={{ status, keyword }}
        fetch={listFinanceRecharges}
        rowKey="rechargeNo"
        columns={[
          { title: t('rechargeNo'), dataIndex: 'rechargeNo', sorter: true },
          { title: t('enterprise'), dataIndex: 'enterpriseName', render: (v?: string | null) => v || '—' },
          { title: t('amount'), dataIndex: 'amount', sorter: true, align: 'right' },
          { title: t('method'), dataIndex: 'method', render: (v: Recharge['method']) => t(`methods.${v}`) },
          {
            title: t('status'),
            dataIndex: 'status',
            render: (v: RechargeStatus) => <Tag color={COLORS[v]}>{t(`rechargeStatus.${v}`)}</Tag>,
          },
          {
            title: t('createdAt'),
            dataIndex: 'createdAt',
            sorter: true,
            render: (v?: string) => formatDateTime(v),
          },
          { title: t('rejectReason'), dataIndex: 'rejectReason', render: (v?: string | null) => v || '—' },
          {
            title: t('actions'),
            fixed: 'right',
            render: (_, row) =>
              row.status === 'pending' ? (
                <Space size="small">
                  <Button
                    size="small"
                    type="link"
                    onClick={() => confirm(row)}
                    data-testid={`confirm-${row.rechargeNo}`}
                  >
                    {t('confirm')}
                  </Button>
                  <Button
                    size="small"
                    type="link"
                    danger
                    onClick={() => setRejecting(row)}
                    data-testid={`reject-${row.rechargeNo}`}
                  >
                    {t('reject')}
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
      <RejectDialog
        open={!!rejecting}
        title={t('rejectRechargeTitle', { no: rejecting?.rechargeNo ?? '' })}
        onClose={() => setRejecting(null)}
        onReject={async (reason, key) => {
          await rejectRecharge(rejecting!.rechargeNo, reason, key);
          void message.success(t('rejected'));
          reload();
        }}
      />
    </Flex>
  );
}
