import { Checkbox, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatementLine } from './api';

/** The supplier ticks the lines it disagrees with and says why for each; a ticked line without a reason is marked. */
export default function DisputeDialog({
  open,
  lines,
  onClose,
  onSubmit,
}: {
  open: boolean;
  lines: StatementLine[];
  onClose: () => void;
  onSubmit: (lines: Array<{ lineUid: string; reason: string }>) => Promise<void>;
}) {
  const { t } = useTranslation('supplierBilling');
  const [form] = Form.useForm<Record<string, string>>();
  const [ticked, setTicked] = useState<string[]>([]);
  const [none, setNone] = useState(false);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (!ticked.length) return setNone(true);
    await onSubmit(ticked.map((uid) => ({ lineUid: uid, reason: (values[uid] ?? '').trim() })));
    setTicked([]);
    form.resetFields();
  };
  return (
    <Modal
      open={open}
      title={t('action.dispute')}
      width={760}
      onCancel={onClose}
      onOk={() => void submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        {none && <Typography.Text type="danger">{t('statement.pickLines')}</Typography.Text>}
        {lines.map((l) => (
          <Flex key={l.uid} gap="small" wrap align="baseline" style={{ maxWidth: '100%' }}>
            <Checkbox
              checked={ticked.includes(l.uid)}
              onChange={(e) => {
                setNone(false);
                setTicked(e.target.checked ? [...ticked, l.uid] : ticked.filter((u) => u !== l.uid));
              }}
              data-testid={`dispute-line-${l.lineNo}`}
            >
              {`#${l.lineNo} ${t(`line.${l.kind}`)} ${l.description} ${l.amount}`}
            </Checkbox>
            {ticked.includes(l.uid) && (
              <Form.Item
                name={l.uid}
                rules={[{ required: true, whitespace: true, message: t('required') }]}
                style={{ flex: '1 1 220px', marginBottom: 8 }}
              >
                <Input maxLength={500} placeholder={t('field.reason')} data-testid={`dispute-reason-${l.lineNo}`} />
              </Form.Item>
            )}
          </Flex>
        ))}
      </Form>
    </Modal>
  );
}
