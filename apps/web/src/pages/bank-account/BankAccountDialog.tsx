import { App, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import {
  createBankAccount,
  updateBankAccount,
  type BankAccount,
  type BankAccountInput,
} from '../../features/wallet/api';

const CARD = /^\d{12,30}$/;
const digits = (v: string | undefined) => (v ?? '').replace(/[\s-]/g, '');

/** Adds or edits a payout account. The full card number is typed once; afterwards only its masked form is shown. */
export default function BankAccountDialog({
  account,
  open,
  onClose,
}: {
  account: BankAccount | null;
  open: boolean;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation('wallet');
  const { message } = App.useApp();
  const [form] = Form.useForm<BankAccountInput>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open)
      form.setFieldsValue({
        holder: account?.holder ?? '',
        bank: account?.bank ?? '',
        branch: account?.branch ?? '',
        cardNumber: '',
      });
  }, [open, account, form]);

  const save = async (v: BankAccountInput) => {
    const body: BankAccountInput = {
      holder: v.holder.trim(),
      bank: v.bank.trim(),
      branch: v.branch?.trim(),
      ...(digits(v.cardNumber) ? { cardNumber: digits(v.cardNumber) } : {}),
    };
    setSaving(true);
    try {
      if (account) await updateBankAccount(account.id, body);
      else await createBankAccount(body);
      void message.success(t('saved'));
      onClose(true);
    } catch {
      // shown by the HTTP client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={account ? t('editBankAccount') : t('addBankAccount')}
      onCancel={() => onClose(false)}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={t('save')}
      cancelText={t('cancel')}
    >
      <Form form={form} layout="vertical" onFinish={save}>
        <Form.Item
          name="holder"
          label={t('holder')}
          rules={[{ required: true, whitespace: true, message: t('required') }, { max: 64 }]}
        >
          <Input data-testid="bank-holder" />
        </Form.Item>
        <Form.Item
          name="bank"
          label={t('bank')}
          rules={[{ required: true, whitespace: true, message: t('required') }, { max: 100 }]}
        >
          <Input data-testid="bank-name" />
        </Form.Item>
        <Form.Item
          name="branch"
          label={t('branch')}
          rules={[{ required: true, whitespace: true, message: t('required') }, { max: 100 }]}
        >
          <Input data-testid="bank-branch" />
        </Form.Item>
        <Form.Item
          name="cardNumber"
          label={t('cardNumber')}
          extra={account ? t('cardNumberKeep', { masked: account.cardNumberMasked }) : undefined}
          rules={[
            { required: !account, message: t('required') },
            {
              validator: async (_, v?: string) => {
                if (digits(v) && !CARD.test(digits(v))) throw new Error(t('badCardNumber'));
              },
            },
          ]}
        >
          <Input inputMode="numeric" autoComplete="off" data-testid="bank-card" />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
