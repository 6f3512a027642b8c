import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkLedger } from './api';

/** The ledger invariant check: every balance recomputed from the lines, the lines summing to zero. */
export default function LedgerCheckTab() {
  const { t } = useTranslation('finance');
  const check = useQuery({ queryKey: ['ledger-check'], queryFn: checkLedger, staleTime: 0 });
  const c = check.data;
  return (
    <Flex vertical gap="small" data-testid="ledger-check">
      <Button onClick={() => void check.refetch()} loading={check.isFetching} style={{ alignSelf: 'flex-start' }}>
        {t('runCheck')}
      </Button>
      {c && (
        <>
          <Result
            status={c.balanced ? 'success' : 'error'}
            title={c.balanced ? t('balanced') : t('unbalanced')}
            data-testid="ledger-check-result"
          />
          <Descriptions size="small" bordered column={3}>
            <Descriptions.Item label={t('transactions')}>{c.transactions}</Descriptions.Item>
            <Descriptions.Item label={t('accounts')}>{c.accounts}</Descriptions.Item>
            <Descriptions.Item label={t('difference')}>{c.difference}</Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Flex>
  );
}
