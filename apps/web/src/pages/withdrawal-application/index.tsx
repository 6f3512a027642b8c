import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Input, Result, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyWithdrawal, fetchWallet, listBankAccounts, type Withdrawal } from '../../features/wallet/api';
import AmountInput from '../../features/wallet/AmountInput';
import { amountRules } from '../../features/wallet/amount-rules';
import BalanceCard, { WALLET_QUERY } from '../../features/wallet/BalanceCard';
import { useIdempotencyKey } from '../../features/wallet/idempotency';
import { amountText, centsOfTyped } from '../../features/wallet/money';

interface Values {
  amount: string;
  bankAccountId: string;
  reason?: string;
}

/**
 * Withdrawal application (spec 02 §2, §4, §9): at most the withdrawable amount, to one of the member's bank accounts.
 * The amount is frozen at once and paid out in the weekly run on the following Monday.
 */
export default function WithdrawalApplicationPage() {
  const { t } = useTranslation('wallet');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [applied, setApplied] = useState<Withdrawal | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const idempotency = useIdempotencyKey();
  const wallet = useQuery({ queryKey: WALLET_QUERY, queryFn: fetchWallet, retry: false });
  const accounts = useQuery({
    queryKey: ['bank-accounts', 'all'],
    queryFn: () => listBankAccounts({ page_no: 1, page_size: 100 }),
  });
  const withdrawable = wallet.data ? centsOfTyped(wallet.data.withdrawable) : null;

  const submit = async (v: Values) => {
    const body = {
      amount: amountText(v.amount),
      bankAccountId: v.bankAccountId,
      ...(v.reason?.trim() ? { reason: v.reason.trim() } : {}),
    };
    setSubmitting(true);
    try {
      const done = await applyWithdrawal(body, idempotency.keyFor(body));
      idempotency.done();
      setApplied(done);
      form.resetFields();
      void message.success(t('withdrawalApplied'));
      for (const key of [WALLET_QUERY, ['wallet-withdrawals'], ['wallet-statement']])
        void client.invalidateQueries({ queryKey: key });
    } catch {
      // shown by the HTTP client; submitting again retries with the same key
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Flex vertical gap="middle" data-testid="withdrawal-application">
      <BalanceCard />
      <Card title={t('withdrawalTitle')} size="small">
        {applied ? (
          <Result
            status="success"
            title={t('withdrawalApplied')}
            subTitle={t('withdrawalFrozenHint', { no: applied.withdrawalNo, amount: applied.amount })}
            extra={[
              <Button key="records" type="primary" onClick={() => navigate('/withdrawal-records/index')}>
                {t('viewRecords')}
              </Button>,
              <Button key="again" onClick={() => setApplied(null)}>
                {t('applyAgain')}
              </Button>,
            ]}
            data-testid="withdrawal-result"
          />
        ) : (
          <Form<Values>
            form={form}
            layout="vertical"
            style={{ maxWidth: 520 }}
            onFinish={submit}
            disabled={wallet.isError}
          >
            <Alert type="info" showIcon title={t('weeklyHint')} style={{ marginBottom: 16 }} />
            <Form.Item
              name="amount"
              label={t('amount')}
              extra={wallet.data && t('withdrawableHint', { amount: wallet.data.withdrawable })}
              rules={amountRules(
                t,
                withdrawable === null ? undefined : { cents: withdrawable, message: t('exceedsWithdrawable') },
              )}
            >
              <AmountInput prefix="¥" data-testid="withdrawal-amount" />
            </Form.Item>
            <Form.Item
              name="bankAccountId"
              label={t('bankAccount')}
              rules={[{ required: true, message: t('chooseBankAccount') }]}
            >
              <Select
                data-testid="withdrawal-bank-account"
                placeholder={t('chooseBankAccount')}
                loading={accounts.isPending}
                options={(accounts.data?.data ?? []).map((a) => ({
                  value: a.id,
                  label: `${a.bank} ${a.cardNumberMasked} (${a.holder})`,
                }))}
                notFoundContent={
                  <Button type="link" onClick={() => navigate('/bank-account/index')}>
                    {t('addBankAccountFirst')}
                  </Button>
                }
              />
            </Form.Item>
            <Form.Item name="reason" label={t('reason')} rules={[{ max: 200 }]}>
              <Input.TextArea rows={2} maxLength={200} data-testid="withdrawal-reason" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={submitting} data-testid="withdrawal-submit">
              {t('applyWithdrawal')}
            </Button>
          </Form>
        )}
      </Card>
    </Flex>
  );
}
