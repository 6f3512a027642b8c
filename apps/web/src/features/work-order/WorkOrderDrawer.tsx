import { type WorkOrderAction } from '@pcbunion/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Form,
  Input,
  Select,
  Space,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import {
  addNote,
  assignWorkOrder,
  changeWorkOrderStatus,
  getWorkOrder,
  replyToWorkOrder,
  reuploadImage,
  type WorkOrderDetail,
  type WorkOrderEntry,
} from './api';
import { acceptableImage, ImagePicker, Thumbnails } from './images';
import { SlaTag, StatusTag, typeLabel } from './labels';
import { formatDateTime } from '../../locales/format';

/** One work order: its fields and images, the conversation, and what the caller's side may do now. */
export default function WorkOrderDrawer(props: { no: string | null; onClose: () => void }) {
  const { t } = useTranslation('workOrder');
  const client = useQueryClient();
  const { message } = App.useApp();
  const query = useQuery({
    queryKey: ['work-order', 'detail', props.no],
    queryFn: () => getWorkOrder(props.no!),
    enabled: !!props.no,
  });
  const wo = query.data;
  const refresh = (next?: WorkOrderDetail) => {
    if (next) client.setQueryData(['work-order', 'detail', props.no], next);
    void client.invalidateQueries({ queryKey: ['work-orders'] });
    void client.invalidateQueries({ queryKey: ['work-order', 'detail', props.no] });
  };
  const run = async (work: () => Promise<WorkOrderDetail | unknown>, done: string) => {
    try {
      const next = await work();
      void message.success(done);
      refresh(next && typeof next === 'object' && 'entries' in next ? (next as WorkOrderDetail) : undefined);
      return true;
    } catch (error) {
      // The shell's toast shows the refusal; a 409 means the work order moved on: show it as it is now.
      if (error instanceof ApiError && error.status === 409) refresh();
      return false;
    }
  };

  return (
    <Drawer
      open={!!props.no}
      onClose={props.onClose}
      width={720}
      title={wo ? `${wo.no} · ${wo.title}` : props.no}
      data-testid="work-order-drawer"
      destroyOnHidden
    >
      {wo && (
        <Flex vertical gap="middle">
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('field.kind')}>{t(`kinds.${wo.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={t('field.status')}>
              <StatusTag status={wo.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('field.type')}>{typeLabel(t, wo)}</Descriptions.Item>
            <Descriptions.Item label={t('field.age')}>
              <SlaTag wo={wo} />
            </Descriptions.Item>
            {wo.orderNo && <Descriptions.Item label={t('field.orderNo')}>{wo.orderNo}</Descriptions.Item>}
            {wo.targetNo && <Descriptions.Item label={t(`targets.${wo.target!}`)}>{wo.targetNo}</Descriptions.Item>}
            <Descriptions.Item label={t('field.customer')}>
              {[wo.customer.name, wo.createdBy?.name].filter(Boolean).join(' · ')}
            </Descriptions.Item>
            <Descriptions.Item label={t('field.handler')}>{wo.handler.name}</Descriptions.Item>
            <Descriptions.Item label={t('field.assignee')}>{wo.assignee?.name ?? t('noneYet')}</Descriptions.Item>
            <Descriptions.Item label={t('field.createdAt')}>{formatDateTime(wo.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('field.content')} span={2}>
              <Typography.Paragraph
                style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}
                data-testid="work-order-content"
              >
                {wo.content}
              </Typography.Paragraph>
            </Descriptions.Item>
          </Descriptions>
          <Thumbnails
            images={wo.attachments.filter((a) => !a.entryId)}
            size={72}
            extra={(image) =>
              image.side === wo.side && (
                <Upload
                  accept=".jpg,.jpeg,.png"
                  showUploadList={false}
                  maxCount={1}
                  beforeUpload={(file) => {
                    if (!acceptableImage(file)) void message.error(t('badImage', { name: file.name }));
                    else void run(() => reuploadImage(wo.no, image.id, file), t('replaced'));
                    return false;
                  }}
                >
                  <Button size="small" type="link" data-testid="work-order-reupload">
                    {t('reupload')}
                  </Button>
                </Upload>
              )
            }
          />
          <Space wrap>
            {wo.actions.map((action: WorkOrderAction) => (
              <Button
                key={action}
                onClick={() => void run(() => changeWorkOrderStatus(wo.no, action, wo.rowVersion), t('statusChanged'))}
                data-testid={`work-order-${action}`}
              >
                {t(`actions.${action}`)}
              </Button>
            ))}
            {wo.side === 'staff' && (
              <Select
                style={{ minWidth: 200 }}
                placeholder={t('assignTo')}
                value={wo.assignee?.id}
                options={wo.colleagues.map((c) => ({ value: c.id, label: c.name }))}
                onChange={(id: string) => void run(() => assignWorkOrder(wo.no, id, wo.rowVersion), t('assigned'))}
                data-testid="work-order-assign"
              />
            )}
          </Space>
          <Typography.Text type="secondary">{t('reopenWithin', { days: wo.reopenDays })}</Typography.Text>
          <Card size="small" title={t('thread')}>
            <Thread entries={wo.entries} />
          </Card>
          {wo.status === 'closed' ? (
            <Typography.Text type="secondary">{t('closedHint')}</Typography.Text>
          ) : (
            <ReplyForm
              max={wo.maxAttachments}
              onSend={(body, images) => run(() => replyToWorkOrder(wo.no, body, images), t('sent'))}
            />
          )}
          {wo.side === 'staff' && <NoteForm onSave={(body) => run(() => addNote(wo.no, body), t('noteSaved'))} />}
        </Flex>
      )}
    </Drawer>
  );
}

function Thread(props: { entries: WorkOrderEntry[] }) {
  const { t } = useTranslation('workOrder');
  if (!props.entries.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noEntries')} />;
  return (
    <Flex vertical gap="small" data-testid="work-order-thread">
      {props.entries.map((e) => (
        <Flex
          key={e.id}
          vertical
          gap={2}
          data-testid={`work-order-entry-${e.kind}`}
          style={{
            padding: 8,
            borderRadius: 6,
            background: e.kind === 'note' ? '#fffbe6' : e.side === 'staff' ? '#f0f5ff' : '#f6ffed',
          }}
        >
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {e.author.name} · {formatDateTime(e.createdAt)}{' '}
            {e.kind === 'note' && <Tag color="gold">{t('internalNote')}</Tag>}
          </Typography.Text>
          {e.kind === 'event' ? (
            <Typography.Text italic>
              {e.action === 'assign'
                ? t('assignedEvent', { name: e.body })
                : `${t(`actionDone.${e.action as WorkOrderAction}`)} (${t(`statuses.${e.fromStatus!}`)} → ${t(`statuses.${e.toStatus!}`)})`}
            </Typography.Text>
          ) : (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{e.body}</Typography.Paragraph>
          )}
          <Thumbnails images={e.attachments} />
        </Flex>
      ))}
    </Flex>
  );
}

function ReplyForm(props: { max: number; onSend: (body: string, images: File[]) => Promise<boolean> }) {
  const { t } = useTranslation('workOrder');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ body: string; images?: File[] }>();
  const [sending, setSending] = useState(false);
  const send = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSending(true);
    const sent = await props.onSend(values.body, values.images ?? []).finally(() => setSending(false));
    if (sent) form.resetFields();
  };
  return (
    <Form form={form} layout="vertical" data-testid="work-order-reply">
      <Form.Item name="body" label={t('reply')} rules={[{ required: true, whitespace: true }]}>
        <Input.TextArea rows={3} placeholder={t('replyPlaceholder')} data-testid="work-order-reply-body" />
      </Form.Item>
      <Form.Item name="images">
        <ImagePicker max={props.max} onRefused={(text) => void message.error(text)} />
      </Form.Item>
      <Button type="primary" loading={sending} onClick={() => void send()} data-testid="work-order-send">
        {t('send')}
      </Button>
    </Form>
  );
}

function NoteForm(props: { onSave: (body: string) => Promise<boolean> }) {
  const { t } = useTranslation('workOrder');
  const [form] = Form.useForm<{ body: string }>();
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values && (await props.onSave(values.body))) form.resetFields();
  };
  return (
    <Form form={form} layout="vertical" data-testid="work-order-note">
      <Form.Item name="body" label={t('internalNote')} rules={[{ required: true, whitespace: true }]}>
        <Input.TextArea rows={2} placeholder={t('notePlaceholder')} data-testid="work-order-note-body" />
      </Form.Item>
      <Button onClick={() => void save()} data-testid="work-order-save-note">
        {t('addNote')}
      </Button>
    </Form>
  );
}
