import { Form, Input, type ButtonProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import { newUuid } from '../../features/wallet/idempotency';

/**
 * Rejects a recharge or a withdrawal with a reason the member will see. The dialog holds one idempotency key for its
 * action: pressing Reject again after a failure repeats the same request.
 */
export default function RejectDialog({
  title,
  open,
  onReject,
  onClose,
}: {
  title: string;
  open: boolean;
  onReject: (reason: string, key: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('finance');
  const [form] = Form.useForm<{ reason: string }>();
  const key = useRef('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      form.resetFields();
      key.current = newUuid();
    }
  }, [open, form]);

  const submit = async ({ reason }: { reason: string }) => {
    setBusy(true);
    try {
      await onReject(reason.trim(), key.current);
      onClose();
    } catch {
      // shown by the HTTP client; the same key is kept for a retry
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={busy}
      okText={t('reject')}
      okButtonProps={{ danger: true, 'data-testid': 'reject-confirm' } as ButtonProps}
      cancelText={t('cancel')}
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label={t('rejectReason')}
          rules={[{ required: true, whitespace: true, message: t('reasonRequired') }, { max: 200 }]}
        >
          <Input.TextArea rows={3} maxLength={200} data-testid="reject-reason-input" />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
