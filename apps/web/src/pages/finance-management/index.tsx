import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import LedgerCheckTab from './LedgerCheckTab';
import RechargesTab from './RechargesTab';
import WithdrawalsTab from './WithdrawalsTab';

/** Finance (platform operator): recharges to confirm or reject, withdrawals to pay out or reject, the ledger check. */
export default function FinanceManagementPage() {
  const { t } = useTranslation('finance');
  return (
    <Card size="small" data-testid="finance-management">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'withdrawals', label: t('withdrawals'), children: <WithdrawalsTab /> },
          { key: 'recharges', label: t('recharges'), children: <RechargesTab /> },
          { key: 'ledger', label: t('ledgerCheck'), children: <LedgerCheckTab /> },
        ]}
      />
    </Card>
  );
}
