import { Card, Flex, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import BalanceCard from '../../features/wallet/BalanceCard';
import { presetRange } from '../../features/wallet/date-presets';
import RechargeDialog from '../../features/wallet/RechargeDialog';
import RechargeRecords from './RechargeRecords';
import StatementFilters, { statementQuery, type StatementFilterState } from './StatementFilters';
import StatementTable from './StatementTable';

/** Account balance (spec 02 §2): the wallet's figures, recharge, the ledger statement with date presets and Excel export. */
export default function AccountBalancePage() {
  const { t } = useTranslation('wallet');
  const [recharging, setRecharging] = useState(false);
  const [filters, setFilters] = useState<StatementFilterState>(() => ({
    preset: 'lastMonth',
    range: presetRange('lastMonth'),
  }));
  return (
    <Flex vertical gap="middle" data-testid="account-balance">
      <BalanceCard more onRecharge={() => setRecharging(true)} />
      <Card size="small">
        <Tabs
          items={[
            {
              key: 'statement',
              label: t('statement'),
              children: (
                <Flex vertical gap="small">
                  <StatementFilters value={filters} onChange={setFilters} />
                  <StatementTable filters={statementQuery(filters)} />
                </Flex>
              ),
            },
            { key: 'recharges', label: t('rechargeRecords'), children: <RechargeRecords /> },
          ]}
        />
      </Card>
      <RechargeDialog open={recharging} onClose={() => setRecharging(false)} />
    </Flex>
  );
}
