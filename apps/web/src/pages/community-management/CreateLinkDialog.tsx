import { Form, InputNumber, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import { createLink, type InviteLink } from './api';

interface Values {
  purpose: 'member' | 'staff';
  expires_in_days: number;
  max_uses: number;
}

/** A new invite link: what the invitee becomes, how long it lasts, how many may use it. */
export default function CreateLinkDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: (created: InviteLink | null) => void;
}) {
  const { t } = useTranslation('community');
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null); // the form marks what is missing
    if (!values) return;
    setBusy(true);
    try {
      onClose(await createLink(values));
    } catch {
      // shown by the API error toast
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      title={t('createLink')}
      onOk={submit}
      confirmLoading={busy}
      onCancel={() => onClose(null)}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ purpose: 'member', expires_in_days: 7, max_uses: 50 }}
        preserve={false}
      >
        <Form.Item name="purpose" label={t('purpose')}>
          <Radio.Group
            options={[
              { value: 'member', label: t('purposeName.member') },
              { value: 'staff', label: t('purposeName.staff') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="expires_in_days"
          label={t('validDays')}
          rules={[{ required: true, type: 'integer', min: 1, max: 365 }]}
        >
          <InputNumber min={1} max={365} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name="max_uses"
          label={t('maxUses')}
          rules={[{ required: true, type: 'integer', min: 1, max: 10000 }]}
        >
          <InputNumber min={1} max={10000} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
