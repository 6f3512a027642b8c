import type { ToolTransferAction } from '@pcbunion/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Empty, Flex, Form, Input, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Dialog from '../../components/Dialog';
import { showFieldError } from '../addresses/field-errors';
import { actOnToolTransfer, fetchToolTransfer } from './api';
import { TransferStatusTag } from './StatusTag';
import { formatDateTime } from '../../locales/format';

/** One tooling transfer (`?no=`, the bell's link): the receiving factory signs (with where it keeps it) or refuses with a reason; the sender may cancel. */
export default function TransferView({ no }: { no: string }) {
  const { t } = useTranslation('tooling');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['tooling-transfers', 'detail', no], queryFn: () => fetchToolTransfer(no) });
  const [doing, setDoing] = useState<null | 'receive' | 'refuse'>(null);
  const [form] = Form.useForm<{ reason?: string; location?: string }>();
  const d = query.data;
  const act = async (action: ToolTransferAction, extra: { reason?: string; location?: string } = {}) => {
    try {
      await actOnToolTransfer(no, { action, ...extra, rowVersion: d!.rowVersion });
      void message.success(t(`done.${action}`));
      setDoing(null);
    } catch (error) {
      if (!showFieldError(form, error, ['reason', 'location']))
        void message.error(error instanceof Error ? error.message : String(error));
    }
    void client.invalidateQueries({ queryKey: ['tooling-transfers'] });
    void client.invalidateQueries({ queryKey: ['toolings'] });
  };
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (v && doing) await act(doing, { reason: v.reason?.trim(), location: v.location?.trim() || undefined });
  };
  if (query.isError)
    return (
      <Card size="small">
        <Empty description={t('none')} />
      </Card>
    );
  if (!d) return <Card size="small" loading />;
  return (
    <Card
      size="small"
      data-testid="tool-transfer-view"
      title={
        <Typography.Text
          style={{ whiteSpace: 'normal', wordBreak: 'break-all' }}
        >{`${t('field.transferNo')} ${d.no}`}</Typography.Text>
      }
    >
      <Flex vertical gap="middle">
        <Flex gap="small" wrap>
          <Button onClick={() => navigate('/tooling-transfer-management/index')}>{t('back')}</Button>
          {d.actions.includes('receive') && (
            <Button
              type="primary"
              onClick={() => {
                form.resetFields();
                form.setFieldsValue({ location: d.toLocation });
                setDoing('receive');
              }}
              data-testid="tool-transfer-receive"
            >
              {t('action.receive')}
            </Button>
          )}
          {d.actions.includes('refuse') && (
            <Button
              danger
              onClick={() => {
                form.resetFields();
                setDoing('refuse');
              }}
              data-testid="tool-transfer-refuse"
            >
              {t('action.refuse')}
            </Button>
          )}
          {d.actions.includes('cancel') && (
            <Button onClick={() => void act('cancel')} data-testid="tool-transfer-cancel">
              {t('action.cancel')}
            </Button>
          )}
        </Flex>
        <Descriptions size="small" bordered column={{ xs: 1, sm: 1, md: 2 }}>
          <Descriptions.Item label={t('field.status')}>
            <TransferStatusTag status={d.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('field.no')}>
            <Typography.Link
              onClick={() => navigate(`/tooling-collaboration/index?no=${encodeURIComponent(d.toolingNo)}`)}
            >{`${d.toolingNo} ${d.toolingName ?? ''}`}</Typography.Link>
          </Descriptions.Item>
          <Descriptions.Item
            label={t('field.from')}
          >{`${d.from.name ?? '—'} · ${d.fromLocation || '—'}`}</Descriptions.Item>
          <Descriptions.Item label={t('field.to')}>{`${d.to.name ?? '—'} · ${d.toLocation || '—'}`}</Descriptions.Item>
          <Descriptions.Item
            label={t('field.sentBy')}
          >{`${d.sentByName} · ${formatDateTime(d.createdAt)}`}</Descriptions.Item>
          <Descriptions.Item label={t('field.signedBy')}>
            {d.signedByName ? `${d.signedByName} · ${d.answeredAt ? formatDateTime(d.answeredAt) : ''}` : '—'}
          </Descriptions.Item>
          {d.note && (
            <Descriptions.Item label={t('field.note')} span={2}>
              {d.note}
            </Descriptions.Item>
          )}
          {d.answerReason && (
            <Descriptions.Item label={t('field.reason')} span={2}>
              {d.answerReason}
            </Descriptions.Item>
          )}
        </Descriptions>
        <Typography.Title level={5}>{t('log')}</Typography.Title>
        <Timeline items={d.log.map((l) => ({ key: l.id, children: `${formatDateTime(l.at)} — ${l.text}` }))} />
      </Flex>
      <Dialog
        open={doing !== null}
        title={doing ? t(`action.${doing}`) : ''}
        onCancel={() => setDoing(null)}
        onOk={() => void submit()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          {doing === 'receive' && (
            <Form.Item name="location" label={t('field.toLocation')}>
              <Input maxLength={200} />
            </Form.Item>
          )}
          {doing === 'refuse' && (
            <Form.Item
              name="reason"
              label={t('field.reason')}
              rules={[{ required: true, whitespace: true, message: t('required') }]}
            >
              <Input.TextArea maxLength={500} rows={3} data-testid="tool-transfer-reason" />
            </Form.Item>
          )}
        </Form>
      </Dialog>
    </Card>
  );
}
