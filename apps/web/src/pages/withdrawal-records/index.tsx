import { withdrawalActions } from '@pcbunion/core';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import PagedTable from '../../components/PagedTable';
import { cancelWithdrawal, listWithdrawals, type Withdrawal, type WithdrawalStatus } from '../../features/wallet/api';
import { WALLET_QUERY } from '../../features/wallet/BalanceCard';
import { newUuid } from '../../features/wallet/idempotency';
import { bankAccountText } from './bank-account-text';
import WithdrawalStatusTag from './WithdrawalStatusTag';
import { formatDateTime } from '../../locales/format';

const STATUSES: WithdrawalStatus[] = ['unprocessed', 'processed', 'rejected', 'cancelled'];

/** Withdrawal records (spec 02 §2, §3): number, amount, reason, reject reason, status, source, applied time, operator. */
export default function WithdrawalRecordsPage() {
  const { t } = useTranslation('wallet');
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const [filters, setFilters] = useState<{ status?: WithdrawalStatus; keyword?: string }>({});

  const cancel = (row: Withdrawal) => {
    // One key for this cancellation, reused if the confirm is pressed again after a failure.
    const key = newUuid();
    modal.confirm({
      title: t('confirmCancelWithdrawal', { no: row.withdrawalNo, amount: row.amount }),
      onOk: async () => {
        await cancelWithdrawal(row.withdrawalNo, key);
        void message.success(t('withdrawalCancelled'));
        for (const k of [['wallet-withdrawals'], WALLET_QUERY, ['wallet-statement']])
          void client.invalidateQueries({ queryKey: k });
      },
    });
  };

  return (
    <Flex vertical gap="middle" data-testid="withdrawal-records">
      <Card size="small">
        <Flex gap="small" wrap>
          <Input.Search
            allowClear
            placeholder={t('searchWithdrawalNo')}
            style={{ width: 240 }}
            onSearch={(v) => setFilters((f) => ({ ...f, keyword: v.trim() || undefined }))}
            data-testid="withdrawal-search"
          />
          <Select<WithdrawalStatus>
            allowClear
            placeholder={t('status')}
            style={{ width: 160 }}
            options={STATUSES.map((s) => ({ value: s, label: t(`withdrawalStatus.${s}`) }))}
            onChange={(status) => setFilters((f) => ({ ...f, status }))}
            data-testid="withdrawal-status-filter"
          />
        </Flex>
      </Card>
      <Card size="small">
        <PagedTable<Withdrawal>
          queryKey={['wallet-withdrawals']}
          filters={filters}
          fetch={listWithdrawals}
          rowKey="withdrawalNo"
          columns={[
            { title: t('withdrawalNo'), dataIndex: 'withdrawalNo', sorter: true },
            { title: t('amount'), dataIndex: 'amount', sorter: true, align: 'right' },
            { title: t('reason'), dataIndex: 'reason', render: (v: string | null) => v || '—' },
            {
              title: t('rejectReason'),
              dataIndex: 'rejectReason',
              render: (v: string | null) =>
                v ? (
                  <Typography.Text type="danger" data-testid="reject-reason">
                    {v}
                  </Typography.Text>
                ) : (
                  '—'
                ),
            },
            {
              title: t('status'),
              dataIndex: 'status',
              sorter: true,
              render: (v: WithdrawalStatus) => <WithdrawalStatusTag status={v} />,
            },
            {
              title: t('source'),
              dataIndex: 'source',
              render: (v: string | null) => (v ? t(`sources.${v}`, { defaultValue: v }) : '—'),
            },
            {
              title: t('appliedAt'),
              dataIndex: 'appliedAt',
              sorter: true,
              render: (v: string) => formatDateTime(v),
            },
            { title: t('operator'), dataIndex: 'operator', render: (v: string | null) => v || '—' },
            { title: t('batchNo'), dataIndex: 'batchNo', render: (v: string | null) => v || '—' },
            {
              title: t('bankAccount'),
              dataIndex: 'bankAccount',
              render: (v: Withdrawal['bankAccount']) => bankAccountText(v),
            },
            {
              title: t('actions'),
              fixed: 'right',
              render: (_, row) =>
                withdrawalActions(row.status, 'member').includes('cancel') ? (
                  <Button
                    size="small"
                    type="link"
                    danger
                    onClick={() => cancel(row)}
                    data-testid={`cancel-${row.withdrawalNo}`}
                  >
                    {t('cancelWithdrawal')}
                  </Button>
                ) : null,
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
