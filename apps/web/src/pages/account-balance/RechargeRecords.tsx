import { RECHARGE_STATUSES } from '@pcbunion/core';
import { Flex, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import PagedTable from '../../components/PagedTable';
import { listRecharges, type Recharge, type RechargeStatus } from '../../features/wallet/api';
import { formatDateTime } from '../../locales/format';

const COLORS = { pending: 'processing', paid: 'success', rejected: 'error', expired: 'default' } as const;

/** The member's recharge orders: number, amount, method, status, times and finance's reject reason. */
export default function RechargeRecords() {
  const { t } = useTranslation('wallet');
  const [status, setStatus] = useState<RechargeStatus | undefined>();
  return (
    <Flex vertical gap="small">
      <Select<RechargeStatus>
        allowClear
        placeholder={t('status')}
        style={{ width: 180 }}
        value={status}
        options={RECHARGE_STATUSES.map((s) => ({ value: s, label: t(`rechargeStatus.${s}`) }))}
        onChange={setStatus}
      />
      <PagedTable<Recharge>
        queryKey={['wallet-recharges']}
        filters={{ status }}
        fetch={listRecharges}
        rowKey="rechargeNo"
        columns={[
          { title: t('rechargeNo'), dataIndex: 'rechargeNo' },
          { title: t('amount'), dataIndex: 'amount', sorter: true, align: 'right' },
          { title: t('method'), dataIndex: 'method', render: (v: Recharge['method']) => t(`methods.${v}`) },
          {
            title: t('status'),
            dataIndex: 'status',
            sorter: true,
            render: (v: Recharge['status']) => <Tag color={COLORS[v]}>{t(`rechargeStatus.${v}`)}</Tag>,
          },
          {
            title: t('createdAt'),
            dataIndex: 'createdAt',
            sorter: true,
            render: (v?: string) => formatDateTime(v),
          },
          {
            title: t('confirmedAt'),
            dataIndex: 'confirmedAt',
            render: (v?: string | null) => formatDateTime(v),
          },
          { title: t('rejectReason'), dataIndex: 'rejectReason', render: (v?: string | null) => v ?? '—' },
        ]}
      />
    </Flex>
  );
}
