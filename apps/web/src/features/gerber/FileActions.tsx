import { App, Button, Form, Input, Popconfirm, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import { bindFile, recheckFile, reviewFile, saveRemarks, setValidity } from './api';
import type { BindingKind, GerberFile } from './types';

type Failure = 'operationFailed' | 'recheckFailed' | 'saveFailed';
type DialogKind = 'reject' | 'bind' | 'remarks' | null;

/**
 * The factory's actions on one Gerber file, offered as the server's `actions` allow: approve or reject the audit,
 * re-check, bind, expire or make valid, and remarks. A refusal shows the spec's message with the server's reason.
 */
export default function FileActions({
  file,
  onChanged,
  size = 'small',
}: {
  file: GerberFile;
  onChanged: () => void;
  size?: 'small' | 'middle';
}) {
  const { t } = useTranslation('gerber');
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<DialogKind>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm();
  const can = (action: GerberFile['actions'][number]) => file.actions.includes(action);

  const run = async (work: () => Promise<unknown>, failure: Failure, done: string) => {
    setBusy(true);
    try {
      await work();
      void message.success(t(`messages.${done}`));
      setDialog(null);
      onChanged();
    } catch (error) {
      void message.error(`${t(`messages.${failure}`)}: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  const open = (kind: DialogKind) => {
    form.resetFields();
    if (kind === 'remarks') form.setFieldsValue({ remarks: file.remarks ?? '' });
    if (kind === 'bind') form.setFieldsValue({ kind: 'quotation' });
    setDialog(kind);
  };

  const submit = async () => {
    // A refused form shows its messages under the fields; nothing to send.
    const values = (await form.validateFields().catch(() => null)) as {
      remarks?: string;
      kind?: BindingKind;
      number?: string;
    } | null;
    if (!values) return;
    if (dialog === 'reject')
      await run(() => reviewFile(file.uid, 'failed', values.remarks), 'operationFailed', 'reviewed');
    if (dialog === 'bind')
      await run(() => bindFile(file.uid, values.kind!, values.number!.trim()), 'operationFailed', 'bound');
    if (dialog === 'remarks') await run(() => saveRemarks(file.uid, values.remarks ?? ''), 'saveFailed', 'saved');
  };

  return (
    <>
      <Space wrap size={4}>
        {can('review') && file.audit_status !== 'success' && (
          <Button
            size={size}
            type="primary"
            loading={busy}
            data-testid="gerber-approve"
            onClick={() => run(() => reviewFile(file.uid, 'success'), 'operationFailed', 'reviewed')}
          >
            {t('actions.approve')}
          </Button>
        )}
        {can('review') && file.audit_status !== 'failed' && (
          <Button size={size} danger data-testid="gerber-reject" onClick={() => open('reject')}>
            {t('actions.reject')}
          </Button>
        )}
        {can('recheck') && (
          <Popconfirm
            title={t('actions.recheckConfirm')}
            onConfirm={() => run(() => recheckFile(file.uid), 'recheckFailed', 'recheckStarted')}
          >
            <Button size={size} data-testid="gerber-recheck">
              {t('actions.recheck')}
            </Button>
          </Popconfirm>
        )}
        {can('bind') && (
          <Button size={size} data-testid="gerber-bind" onClick={() => open('bind')}>
            {t('actions.bind')}
          </Button>
        )}
        {can('validity') && (
          <Button
            size={size}
            data-testid="gerber-validity"
            onClick={() =>
              run(
                () => setValidity(file.uid, file.validity === 'valid' ? 'expired' : 'valid'),
                'operationFailed',
                'saved',
              )
            }
          >
            {file.validity === 'valid' ? t('actions.expire') : t('actions.makeValid')}
          </Button>
        )}
        {can('remarks') && (
          <Button size={size} data-testid="gerber-remarks" onClick={() => open('remarks')}>
            {t('actions.remarks')}
          </Button>
        )}
      </Space>
      <Dialog
        open={dialog !== null}
        title={dialog ? t(`actions.${dialog}`) : ''}
        okText={t('actions.save')}
        confirmLoading={busy}
        onOk={() => void submit()}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          {dialog === 'bind' && (
            <>
              <Form.Item name="kind" label={t('binding.kind')} rules={[{ required: true }]}>
                <Select
                  options={(['quotation', 'inquiry'] as const).map((kind) => ({
                    value: kind,
                    label: t(`binding.${kind}`),
                  }))}
                />
              </Form.Item>
              <Form.Item
                name="number"
                label={t('binding.number')}
                rules={[{ required: true, whitespace: true, message: t('binding.numberRequired') }, { max: 64 }]}
              >
                <Input data-testid="gerber-bind-number" />
              </Form.Item>
            </>
          )}
          {dialog === 'reject' && (
            <Form.Item
              name="remarks"
              label={t('actions.rejectReason')}
              rules={[{ required: true, whitespace: true, message: t('messages.reasonRequired') }, { max: 500 }]}
            >
              <Input.TextArea rows={3} data-testid="gerber-remarks-input" />
            </Form.Item>
          )}
          {dialog === 'remarks' && (
            <Form.Item name="remarks" label={t('columns.remarks')} rules={[{ max: 500 }]}>
              <Input.TextArea rows={3} data-testid="gerber-remarks-input" />
            </Form.Item>
          )}
        </Form>
      </Dialog>
    </>
  );
}
