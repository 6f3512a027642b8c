import type { DeliveryDelayAction } from '@pcbunion/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Empty, Flex, Form, Input, Space, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Dialog from '../../components/Dialog';
import { showFieldError } from '../addresses/field-errors';
import { actOnDelay, fetchDelay } from './api';
import DelayStatusTag from './StatusTag';
import { formatDateTime } from '../../locales/format';

/**
 * One delay application (`?no=`): the sales notice, the promised and the asked date, the reason, the answer and the
 * log; the customer agrees or refuses (with a reason), the factory may withdraw a pending one.
 */
export default function DelayView({ no }: { no: string }) {
  const { t } = useTranslation('deliveryDelay');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['delivery-delays', 'detail', no], queryFn: () => fetchDelay(no), enabled: !!no });
  const [refusing, setRefusing] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const d = query.data;
  const reload = () => void client.invalidateQueries({ queryKey: ['delivery-delays'] });

  const act = async (action: DeliveryDelayAction, reason?: string) => {
    try {
      await actOnDelay(no, { action, reason, rowVersion: d!.rowVersion });
      void message.success(t(`done.${action}`));
      setRefusing(false);
    } catch (error) {
      if (!showFieldError(form, error, ['reason']))
        void message.error(error instanceof Error ? error.message : String(error));
    }
    reload();
  };
  const refuse = async () => {
    const v = await form.validateFields().catch(() => null);
    if (v) await act('refuse', v.reason.trim());
  };

  if (!no || query.isError)
    return (
      <Card size="small">
        <Empty description={t('none')} />
      </Card>
    );
  if (!d) return <Card size="small" loading />;
  return (
    <Card
      size="small"
      data-testid="delay-view"
      title={
        <Typography.Text
          style={{ whiteSpace: 'normal', wordBreak: 'break-all' }}
        >{`${t('field.no')} ${d.no}`}</Typography.Text>
      }
    >
      <Flex vertical gap="middle">
        <Flex gap="small" wrap>
          <Button
            onClick={() =>
              navigate(
                d.side === 'factory' ? '/delivery-delay-application/index' : '/delivery-delay-application-detail/index',
              )
            }
          >
            {t('back')}
          </Button>
          {d.actions.includes('agree') && (
            <Button type="primary" onClick={() => void act('agree')} data-testid="delay-agree">
              {t('action.agree')}
            </Button>
          )}
          {d.actions.includes('refuse') && (
            <Button
              danger
              onClick={() => {
                form.resetFields();
                setRefusing(true);
              }}
              data-testid="delay-refuse"
            >
              {t('action.refuse')}
            </Button>
          )}
          {d.actions.includes('withdraw') && (
            <Button onClick={() => void act('withdraw')} data-testid="delay-withdraw">
              {t('action.withdraw')}
            </Button>
          )}
        </Flex>
        <Descriptions size="small" bordered column={{ xs: 1, sm: 1, md: 2 }}>
          <Descriptions.Item label={t('field.status')}>
            <DelayStatusTag status={d.status} />
          </Descriptions.Item>
          <Descriptions.Item label={d.side === 'factory' ? t('field.customer') : t('field.factory')}>
            {(d.side === 'factory' ? d.customer.name : d.factory.name) ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('field.saleNoticeNo')}>{d.saleNoticeNo}</Descriptions.Item>
          <Descriptions.Item label={t('field.orderNo')}>{d.orderNo}</Descriptions.Item>
          <Descriptions.Item label={t('field.partNo')}>{d.partNo}</Descriptions.Item>
          <Descriptions.Item label={t('field.fromDate')}>{d.fromDate}</Descriptions.Item>
          <Descriptions.Item label={t('field.toDate')}>{`${d.toDate} (+${d.days})`}</Descriptions.Item>
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
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Title level={5}>{t('log')}</Typography.Title>
          <Timeline items={d.log.map((l) => ({ key: l.id, children: `${formatDateTime(l.at)} — ${l.text}` }))} />
        </Space>
      </Flex>
      <Dialog
        open={refusing}
        title={t('action.refuse')}
        onCancel={() => setRefusing(false)}
        onOk={() => void refuse()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="reason"
            label={t('field.answerReason')}
            rules={[{ required: true, whitespace: true, message: t('required') }]}
          >
            <Input.TextArea maxLength={500} rows={3} data-testid="delay-refuse-reason" />
          </Form.Item>
        </Form>
      </Dialog>
    </Card>
  );
}
