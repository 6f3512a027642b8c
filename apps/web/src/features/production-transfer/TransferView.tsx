import type { ProductionTransferAction } from '@pcbunion/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Empty, Flex, Form, Input, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Dialog from '../../components/Dialog';
import { showFieldError } from '../addresses/field-errors';
import { actOnTransfer, fetchTransfer } from './api';
import { STATUS_COLOURS } from './TransferList';
import { formatDateTime } from '../../locales/format';

/** One production transfer (`?no=`, the bell's link): the receiving factory accepts or declines with a reason; the sender may withdraw. */
export default function TransferView({ no }: { no: string }) {
  const { t } = useTranslation('productionTransfer');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['production-transfers', 'detail', no], queryFn: () => fetchTransfer(no) });
  const [declining, setDeclining] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const d = query.data;
  const act = async (action: ProductionTransferAction, reason?: string) => {
    try {
      await actOnTransfer(no, { action, reason, rowVersion: d!.rowVersion });
      void message.success(t(`done.${action}`));
      setDeclining(false);
    } catch (error) {
      if (!showFieldError(form, error, ['reason']))
        void message.error(error instanceof Error ? error.message : String(error));
    }
    void client.invalidateQueries({ queryKey: ['production-transfers'] });
  };
  const decline = async () => {
    const v = await form.validateFields().catch(() => null);
    if (v) await act('decline', v.reason.trim());
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
      data-testid="pt-view"
      title={
        <Typography.Text
          style={{ whiteSpace: 'normal', wordBreak: 'break-all' }}
        >{`${t('field.no')} ${d.no}`}</Typography.Text>
      }
    >
      <Flex vertical gap="middle">
        <Flex gap="small" wrap>
          <Button onClick={() => navigate('/transfer-management/index')}>{t('back')}</Button>
          {d.actions.includes('accept') && (
            <Button type="primary" onClick={() => void act('accept')} data-testid="pt-accept">
              {t('action.accept')}
            </Button>
          )}
          {d.actions.includes('decline') && (
            <Button
              danger
              onClick={() => {
                form.resetFields();
                setDeclining(true);
              }}
              data-testid="pt-decline"
            >
              {t('action.decline')}
            </Button>
          )}
          {d.actions.includes('withdraw') && (
            <Button onClick={() => void act('withdraw')} data-testid="pt-withdraw">
              {t('action.withdraw')}
            </Button>
          )}
        </Flex>
        <Descriptions size="small" bordered column={{ xs: 1, sm: 1, md: 2 }}>
          <Descriptions.Item label={t('field.status')}>
            <Tag color={STATUS_COLOURS[d.status]}>{t(`status.${d.status}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('field.orderNo')}>{d.orderNo}</Descriptions.Item>
          <Descriptions.Item label={t('field.customer')}>{d.customer.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.quantity')}>{d.quantity}</Descriptions.Item>
          <Descriptions.Item label={t('field.from')}>{d.from.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.to')}>{d.to.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.dueDate')}>{d.dueDate}</Descriptions.Item>
          <Descriptions.Item label={t('field.createdAt')}>{formatDateTime(d.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('field.reason')} span={2}>
            {d.reason}
          </Descriptions.Item>
          {d.answerReason && (
            <Descriptions.Item label={t('field.answerReason')} span={2}>
              {d.answerReason}
            </Descriptions.Item>
          )}
        </Descriptions>
        <Typography.Paragraph type="secondary">{t('orderNote')}</Typography.Paragraph>
        <Typography.Title level={5}>{t('log')}</Typography.Title>
        <Timeline items={d.log.map((l) => ({ key: l.id, children: `${formatDateTime(l.at)} — ${l.text}` }))} />
      </Flex>
      <Dialog
        open={declining}
        title={t('action.decline')}
        onCancel={() => setDeclining(false)}
        onOk={() => void decline()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="reason"
            label={t('field.answerReason')}
            rules={[{ required: true, whitespace: true, message: t('required') }]}
          >
            <Input.TextArea maxLength={500} rows={3} data-testid="pt-decline-reason" />
          </Form.Item>
        </Form>
      </Dialog>
    </Card>
  );
}
