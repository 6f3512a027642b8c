import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import PagedTable from '../../components/PagedTable';
import RevealButton from '../../components/RevealButton';
import { deleteBankAccount, listBankAccounts, revealBankAccount, type BankAccount } from '../../features/wallet/api';
import BankAccountDialog from './BankAccountDialog';
import { formatDateTime } from '../../locales/format';

/**
 * Bank accounts (spec 02 §2): the member's payout accounts for withdrawals; the card number is shown masked, in full
 * only in the eye button's dialog after the password (docs/encryption.md).
 */
export default function BankAccountPage() {
  const { t } = useTranslation('wallet');
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const [editing, setEditing] = useState<{ account: BankAccount | null } | null>(null);
  const [keyword, setKeyword] = useState<string | undefined>();
  const reload = () => void client.invalidateQueries({ queryKey: ['bank-accounts'] });

  const remove = (row: BankAccount) =>
    modal.confirm({
      title: t('confirmDeleteBankAccount', { masked: row.cardNumberMasked }),
      onOk: async () => {
        await deleteBankAccount(row.id);
        void message.success(t('deleted'));
        reload();
      },
    });

  return (
    <Flex vertical gap="middle" data-testid="bank-account">
      <Card size="small">
        <Input.Search
          allowClear
          placeholder={t('searchBankAccount')}
          style={{ width: 280 }}
          onSearch={(v) => setKeyword(v.trim() || undefined)}
        />
      </Card>
      <Card size="small">
        <PagedTable<BankAccount>
          queryKey={['bank-accounts']}
          filters={{ keyword }}
          fetch={listBankAccounts}
          rowKey="id"
          toolbar={() => (
            <Button type="primary" onClick={() => setEditing({ account: null })} data-testid="add-bank-account">
              {t('addBankAccount')}
            </Button>
          )}
          columns={[
            { title: t('holder'), dataIndex: 'holder', sorter: true },
            { title: t('bank'), dataIndex: 'bank', sorter: true },
            { title: t('branch'), dataIndex: 'branch', sorter: true, render: (v: string | null) => v || '—' },
            {
              title: t('cardNumber'),
              dataIndex: 'cardNumberMasked',
              render: (masked: string, row) => (
                <Space size={4}>
                  {masked}
                  <RevealButton
                    testId={`reveal-card-${row.id}`}
                    reveal={async (password) => [
                      { label: t('cardNumber'), value: (await revealBankAccount(row.id, password)).cardNumber },
                    ]}
                  />
                </Space>
              ),
            },
            {
              title: t('createdAt'),
              dataIndex: 'createdAt',
              sorter: true,
              render: (v?: string) => formatDateTime(v),
            },
            {
              title: t('actions'),
              fixed: 'right',
              render: (_, row) => (
                <Space size="small">
                  <Button size="small" type="link" onClick={() => setEditing({ account: row })}>
                    {t('edit')}
                  </Button>
                  <Button size="small" type="link" danger onClick={() => remove(row)}>
                    {t('delete')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <BankAccountDialog
        open={!!editing}
        account={editing?.account ?? null}
        onClose={(changed) => (setEditing(null), changed && reload())}
      />
    </Flex>
  );
}
