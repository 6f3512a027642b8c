import { UPGRADE_REASONS, type UpgradeReason } from '@pcbunion/core';
import { Form, Input, Select, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';

/** Return with a reason (the approver) — the reason is required. */
export function ReturnDialog({
  no,
  onOk,
  onCancel,
}: {
  no: string | null;
  onOk: (reason: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('quotation');
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Dialog
      open={no !== null}
      title={t('prompt.returnTitle', { no })}
      destroyOnHidden
      onCancel={onCancel}
      onOk={async () => {
        const values = await form.validateFields().catch(() => null); // the form marks what is missing
        if (values) onOk(values.reason.trim());
      }}
      okButtonProps={{ 'data-testid': 'return-ok' } as ButtonProps}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('field.returnReason')}
          rules={[{ required: true, whitespace: true, message: t('prompt.returnReasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} data-testid="return-reason" />
        </Form.Item>
      </Form>
    </Dialog>
  );
}

/** Upgrade to a new version with one of the five reasons of spec 02 §4. */
export function UpgradeDialog({
  no,
  onOk,
  onCancel,
}: {
  no: string | null;
  onOk: (reason: UpgradeReason, remark?: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('quotation');
  const [form] = Form.useForm<{ reason: UpgradeReason; remark?: string }>();
  return (
    <Dialog
      open={no !== null}
      title={t('prompt.upgradeTitle', { no })}
      destroyOnHidden
      onCancel={onCancel}
      onOk={async () => {
        const values = await form.validateFields().catch(() => null); // the form marks what is missing
        if (!values) return;
        await onOk(values.reason, values.remark?.trim() || undefined);
      }}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('field.upgradeReason')}
          rules={[{ required: true, message: t('prompt.upgradeReasonRequired') }]}
        >
          <Select options={UPGRADE_REASONS.map((reason) => ({ value: reason, label: t(`reason.${reason}`) }))} />
        </Form.Item>
        <Form.Item name="remark" label={t('field.upgradeRemark')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
