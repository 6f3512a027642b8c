import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchWallet } from './api';
import { currencySymbol } from './money';

export const WALLET_QUERY = ['wallet'] as const;

/**
 * The member's balance, frozen and withdrawable amounts from GET /api/wallet. When the wallet cannot be read the
 * card says so (spec 02 §8 "service exception, contact the system administrator") and shows no figure at all.
 */
export default function BalanceCard({
  onRecharge,
  more,
  extra,
}: {
  onRecharge?: () => void;
  more?: boolean;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('wallet');
  const wallet = useQuery({ queryKey: WALLET_QUERY, queryFn: fetchWallet, retry: false });
  const w = wallet.data;
  const symbol = currencySymbol(w?.currency);
  const figure = (key: 'balance' | 'frozen' | 'withdrawable' | 'paid' | 'withdrawn') => (
    <Card size="small" style={{ minWidth: 200 }} key={key}>
      <Statistic
        title={t(`figures.${key}`)}
        value={w?.[key]}
        prefix={symbol}
        precision={2}
        data-testid={`wallet-${key}`}
      />
    </Card>
  );
  return (
    <Card
      title={t('balanceTitle')}
      size="small"
      loading={wallet.isPending}
      extra={
        <Flex gap="small">
          {extra}
          {onRecharge && (
            <Button type="primary" onClick={onRecharge} disabled={!w} data-testid="recharge-button">
              {t('recharge')}
            </Button>
          )}
        </Flex>
      }
      data-testid="balance-card"
    >
      {wallet.isError ? (
        <Alert type="error" showIcon title={t('balanceError')} data-testid="balance-error" />
      ) : (
        <Flex gap="middle" wrap>
          {figure('balance')}
          {figure('frozen')}
          {figure('withdrawable')}
          {more && figure('paid')}
          {more && figure('withdrawn')}
        </Flex>
      )}
    </Card>
  );
}
