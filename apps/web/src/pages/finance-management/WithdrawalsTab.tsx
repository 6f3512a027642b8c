import { withdrawalActions } from '@pcbunion/core';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Input, Segmented, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import PagedTable from '../../components/PagedTable';
import type { Withdrawal, WithdrawalStatus } from '../../features/wallet/api';
import { newUuid } from '../../features/wallet/idempotency';
import { bankAccountText } from '../withdrawal-records/bank-account-text';
import WithdrawalStatusTag from '../withdrawal-records/WithdrawalStatusTag';
import { listFinanceWithdrawals, processWithdrawal, rejectWithdrawal } from './api';
import RejectDialog from './RejectDialog';
import { formatDateTime } from '../../locales/format';

const STATUSES: WithdrawalStatus[] = ['unprocessed', 'processed', 'rejected', 'cancelled'];

/**
 * Withdrawals by status and weekly batch (spec 02 §9): each unprocessed one is marked processed once paid out, or
 * rejected with a reason the member sees (the frozen money returns to the member's balance).
 */
export default function WithdrawalsTab() {
  const { t } = useTranslation('finance');
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const [status, setStatus] = useState<WithdrawalStatus>('unprocessed');
  const [batchNo, setBatchNo] = useState<string | undefined>();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [rejecting, setRejecting] = useState<Withdrawal | null>(null);
  const reload = () => void client.invalidateQueries({ queryKey: ['finance-withdrawals'] });

  const process = (row: Withdrawal) => {
    const key = newUuid();
    modal.confirm({
      title: t('processTitle', { no: row.withdrawalNo, amount: row.amount, account: bankAccountText(row.bankAccount) }),
      onOk: async () => {
        await processWithdrawal(row.withdrawalNo, key);
        void message.success(t('processed'));
        reload();
      },
    });
  };

  return (
    <Flex vertical gap="small">
      <Flex gap="small" wrap>
        <Segmented<WithdrawalStatus>
          value={status}
          onChange={setStatus}
          options={STATUSES.map((s) => ({ value: s, label: t(`withdrawalStatus.${s}`) }))}
          data-testid="finance-withdrawal-status"
        />
        <Input.Search
          allowClear
          placeholder={t('searchKeyword')}
          style={{ width: 240 }}
          onSearch={(v) => setKeyword(v.trim() || undefined)}
          data-testid="finance-withdrawal-search"
        />
        <Input.Search
          allowClear
          placeholder={t('batchNo')}
          style={{ width: 200 }}
          onSearch={(v) => setBatchNo(v.trim() || undefined)}
        />
      </Flex>
      <PagedTable<Withdrawal>
        queryKey={['finance-withdrawals']}
        filters={{ status, batchNo, keyword }}
        fetch={listFinanceWithdrawals}
        rowKey="withdrawalNo"
        columns={[
          { title: t('withdrawalNo'), dataIndex: 'withdrawalNo', sorter: true },
          { title: t('enterprise'), dataIndex: 'enterpriseName', render: (v?: string | null) => v || '—' },
          { title: t('amount'), dataIndex: 'amount', sorter: true, align: 'right' },
          {
            title: t('bankAccount'),
            dataIndex: 'bankAccount',
            render: (v: Withdrawal['bankAccount']) => bankAccountText(v),
          },
          { title: t('reason'), dataIndex: 'reason', render: (v: string | null) => v || '—' },
          {
            title: t('status'),
            dataIndex: 'status',
            render: (v: WithdrawalStatus) => <WithdrawalStatusTag status={v} />,
          },
          { title: t('batchNo'), dataIndex: 'batchNo', sorter: true, render: (v: string | null) => v || '—' },
          {
            title: t('appliedAt'),
            dataIndex: 'appliedAt',
            sorter: true,
            render: (v: string) => formatDateTime(v),
          },
          { title: t('operator'), dataIndex: 'operator', render: (v: string | null) => v || '—' },
          { title: t('rejectReason'), dataIndex: 'rejectReason', render: (v: string | null) => v || '—' },
          {
            title: t('actions'),
            fixed: 'right',
            render: (_, row) =>
              withdrawalActions(row.status, 'finance').length > 0 ? (
                <Space size="small">
                  <Button
                    size="small"
                    type="link"
                    onClick={() => process(row)}
                    data-testid={`process-${row.withdrawalNo}`}
                  >
                    {t('process')}
                  </Button>
                  <Button
                    size="small"
                    type="link"
                    danger
                    onClick={() => setRejecting(row)}
                    data-testid={`reject-${row.withdrawalNo}`}
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
        title={t('rejectWithdrawalTitle', { no: rejecting?.withdrawalNo ?? '' })}
        onClose={() => setRejecting(null)}
        onReject={async (reason, key) => {
          await rejectWithdrawal(rejecting!.withdrawalNo, reason, key);
          void message.success(t('rejected'));
          reload();
        }}
      />
    </Flex>
  );
}
