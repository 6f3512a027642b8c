import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Form, Radio, Result, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import { createRecharge, listRecharges, type RechargeMethod, type StartedRecharge } from './api';
import AmountInput from './AmountInput';
import { amountRules } from './amount-rules';
import { WALLET_QUERY } from './BalanceCard';
import { useIdempotencyKey } from './idempotency';
import { amountText } from './money';

const POLL_MS = 2000;

/**
 * Recharge (spec 02 §2, §5 Money): an amount with at most two decimals and a method. A bank transfer shows the
 * reference the member writes on the transfer (finance confirms it later); the sandbox opens the provider's hosted
 * page in a new tab and waits for its confirmation, then refreshes the balance.
 */
export default function RechargeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ amount: string; method: RechargeMethod }>();
  const [submitting, setSubmitting] = useState(false);
  const [recharge, setRecharge] = useState<StartedRecharge | null>(null);
  const idempotency = useIdempotencyKey();

  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setRecharge(null);
  }
  useEffect(() => {
    if (!open) form.resetFields();
  }, [open, form]);

  // The sandbox page pays in another tab: ask for the recharge's state until it is no longer pending.
  const waiting = recharge?.method === 'sandbox' && recharge.status === 'pending';
  useEffect(() => {
    if (!waiting || !recharge) return;
    const timer = setInterval(() => {
      void listRecharges({ page_no: 1, page_size: 20, rechargeNo: recharge.rechargeNo }).then(
        (page) => {
          const found = page.data.find((r) => r.rechargeNo === recharge.rechargeNo);
          if (found && found.status !== 'pending') {
            setRecharge((r) => (r ? { ...r, status: found.status } : r));
            void client.invalidateQueries({ queryKey: WALLET_QUERY });
            void client.invalidateQueries({ queryKey: ['wallet-statement'] });
            void client.invalidateQueries({ queryKey: ['wallet-recharges'] });
            if (found.status === 'paid') void message.success(t('rechargePaid'));
          }
        },
        () => undefined,
      );
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, recharge, client, message, t]);

  const submit = async (values: { amount: string; method: RechargeMethod }) => {
    const body = { amount: amountText(values.amount), method: values.method };
    setSubmitting(true);
    try {
      const created = await createRecharge(body, idempotency.keyFor(body));
      idempotency.done();
      setRecharge(created);
      void client.invalidateQueries({ queryKey: ['wallet-recharges'] });
      if (created.method === 'sandbox' && created.payUrl) window.open(created.payUrl, '_blank', 'noopener');
    } catch {
      // The error was shown; submitting again retries the same action with the same key.
    } finally {
      setSubmitting(false);
    }
  };

  const footer = recharge
    ? [
        <Button key="close" type="primary" onClick={onClose} data-testid="recharge-close">
          {t('close')}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onClose}>
          {t('cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          loading={submitting}
          onClick={() => form.submit()}
          data-testid="recharge-submit"
        >
          {t('submitRecharge')}
        </Button>,
      ];

  return (
    <Dialog
      open={open}
      title={t('rechargeTitle')}
      onCancel={onClose}
      footer={footer}
      destroyOnHidden
      data-testid="recharge-dialog"
    >
      {!recharge && (
        <Form form={form} layout="vertical" initialValues={{ method: 'sandbox' }} onFinish={submit}>
          <Form.Item name="amount" label={t('amount')} rules={amountRules(t)}>
            <AmountInput prefix="¥" data-testid="recharge-amount" />
          </Form.Item>
          <Form.Item name="method" label={t('method')} rules={[{ required: true }]}>
            <Radio.Group
              options={[
                { value: 'sandbox', label: t('methods.sandbox') },
                { value: 'bank_transfer', label: t('methods.bank_transfer') },
              ]}
              data-testid="recharge-method"
            />
          </Form.Item>
          <Typography.Paragraph type="secondary">{t('rechargeHint')}</Typography.Paragraph>
        </Form>
      )}
      {recharge && (
        <>
          <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('rechargeNo')}>
              <Typography.Text copyable data-testid="recharge-no">
                {recharge.rechargeNo}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('amount')}>¥{recharge.amount}</Descriptions.Item>
            <Descriptions.Item label={t('method')}>{t(`methods.${recharge.method}`)}</Descriptions.Item>
            <Descriptions.Item label={t('status')}>{t(`rechargeStatus.${recharge.status}`)}</Descriptions.Item>
          </Descriptions>
          {recharge.method === 'bank_transfer' && (
            <Alert
              type="info"
              showIcon
              title={t('bankTransferTitle')}
              description={
                <span data-testid="bank-reference">
                  {t('bankTransferHint', { reference: recharge.bankReference ?? recharge.rechargeNo })}
                </span>
              }
            />
          )}
          {recharge.method === 'sandbox' &&
            (recharge.status === 'pending' ? (
              <Result
                icon={<Spin />}
                title={t('sandboxWaiting')}
                subTitle={t('sandboxHint')}
                extra={
                  recharge.payUrl && (
                    <Button href={recharge.payUrl} target="_blank" data-testid="open-pay-page">
                      {t('openPayPage')}
                    </Button>
                  )
                }
              />
            ) : (
              <Result
                status={recharge.status === 'paid' ? 'success' : 'warning'}
                title={t(`rechargeStatus.${recharge.status}`)}
                data-testid="recharge-result"
              />
            ))}
        </>
      )}
    </Dialog>
  );
}
