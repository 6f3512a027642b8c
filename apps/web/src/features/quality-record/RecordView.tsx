import type { QualityRecordAction } from '@pcbunion/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Empty, Flex, Form, Image, Input, Space, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Dialog from '../../components/Dialog';
import { showFieldError } from '../addresses/field-errors';
import { actOnRecord, fetchRecord } from './api';
import RecordStatusTag from './StatusTag';
import { formatDateTime } from '../../locales/format';

const ANSWER = ['containment', 'rootCause', 'correctiveAction', 'verification'] as const;
type AnswerValues = Record<(typeof ANSWER)[number], string>;

/**
 * One poor quality record (`?no=`): the complaint with its photos, the factory's 8D answer (containment, root cause,
 * corrective action, verification) and the log; the factory answers, the customer closes, reopens with a reason or
 * withdraws an unanswered one.
 */
export default function RecordView({ no }: { no: string }) {
  const { t } = useTranslation('qualityRecord');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['quality-records', 'detail', no],
    queryFn: () => fetchRecord(no),
    enabled: !!no,
  });
  const [dialog, setDialog] = useState<'answer' | 'reopen' | null>(null);
  const [answerForm] = Form.useForm<AnswerValues>();
  const [reopenForm] = Form.useForm<{ reason: string }>();
  const r = query.data;
  const reload = () => void client.invalidateQueries({ queryKey: ['quality-records'] });

  const act = async (action: QualityRecordAction, extra: Record<string, string> = {}) => {
    try {
      await actOnRecord(no, { action, ...extra, rowVersion: r!.rowVersion });
      void message.success(t(`done.${action}`));
      setDialog(null);
    } catch (error) {
      if (!showFieldError(answerForm, error, [...ANSWER]) && !showFieldError(reopenForm, error, ['reason']))
        void message.error(error instanceof Error ? error.message : String(error));
    }
    reload();
  };
  const answer = async () => {
    const v = await answerForm.validateFields().catch(() => null);
    if (v) await act('answer', Object.fromEntries(ANSWER.map((k) => [k, v[k].trim()])));
  };
  const reopen = async () => {
    const v = await reopenForm.validateFields().catch(() => null);
    if (v) await act('reopen', { reason: v.reason.trim() });
  };

  if (!no || query.isError)
    return (
      <Card size="small">
        <Empty description={t('none')} />
      </Card>
    );
  if (!r) return <Card size="small" loading />;
  return (
    <Card
      size="small"
      data-testid="record-view"
      title={
        <Typography.Text
          style={{ whiteSpace: 'normal', wordBreak: 'break-all' }}
        >{`${t('field.no')} ${r.no}`}</Typography.Text>
      }
    >
      <Flex vertical gap="middle">
        <Flex gap="small" wrap>
          <Button
            onClick={() =>
              navigate(r.side === 'factory' ? '/poor-quality-record/index' : '/poor-quality-record-detail/index')
            }
          >
            {t('back')}
          </Button>
          {r.actions.includes('answer') && (
            <Button
              type="primary"
              onClick={() => {
                answerForm.setFieldsValue({
                  containment: r.containment ?? '',
                  rootCause: r.rootCause ?? '',
                  correctiveAction: r.correctiveAction ?? '',
                  verification: r.verification ?? '',
                });
                setDialog('answer');
              }}
              data-testid="record-answer"
            >
              {t('action.answer')}
            </Button>
          )}
          {r.actions.includes('close') && (
            <Button type="primary" onClick={() => void act('close')} data-testid="record-close">
              {t('action.close')}
            </Button>
          )}
          {r.actions.includes('reopen') && (
            <Button
              danger
              onClick={() => {
                reopenForm.resetFields();
                setDialog('reopen');
              }}
              data-testid="record-reopen"
            >
              {t('action.reopen')}
            </Button>
          )}
          {r.actions.includes('withdraw') && (
            <Button onClick={() => void act('withdraw')} data-testid="record-withdraw">
              {t('action.withdraw')}
            </Button>
          )}
        </Flex>
        <Descriptions size="small" bordered column={{ xs: 1, sm: 1, md: 2 }}>
          <Descriptions.Item label={t('field.status')}>
            <RecordStatusTag status={r.status} />
          </Descriptions.Item>
          <Descriptions.Item label={r.side === 'factory' ? t('field.customer') : t('field.factory')}>
            {(r.side === 'factory' ? r.customer.name : r.factory.name) ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('field.deliveryNo')}>{`${r.deliveryNo} · ${r.position}`}</Descriptions.Item>
          <Descriptions.Item label={t('field.orderNo')}>{r.orderNo}</Descriptions.Item>
          <Descriptions.Item label={t('field.partNo')}>{r.partNo}</Descriptions.Item>
          <Descriptions.Item label={t('field.defectType')}>{t(`defect.${r.defectType}`)}</Descriptions.Item>
          <Descriptions.Item label={t('field.quantity')}>{`${r.quantity} / ${r.delivered}`}</Descriptions.Item>
          <Descriptions.Item label={t('field.lot')}>{r.lot ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.description')} span={2}>
            {r.description}
          </Descriptions.Item>
          {r.reopenReason && (
            <Descriptions.Item label={t('field.reopenReason')} span={2}>
              {r.reopenReason}
            </Descriptions.Item>
          )}
        </Descriptions>
        {r.photos.length > 0 && (
          <Flex gap="small" wrap>
            {r.photos.map((p) => (
              <Image key={p.id} width={120} src={p.url} alt={p.name} />
            ))}
          </Flex>
        )}
        <Typography.Title level={5}>{t('answer')}</Typography.Title>
        <Descriptions size="small" bordered column={1}>
          {ANSWER.map((k) => (
            <Descriptions.Item key={k} label={t(`field.${k}`)}>
              {r[k] ?? '—'}
            </Descriptions.Item>
          ))}
        </Descriptions>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Title level={5}>{t('log')}</Typography.Title>
          <Timeline items={r.log.map((l) => ({ key: l.id, children: `${formatDateTime(l.at)} — ${l.text}` }))} />
        </Space>
      </Flex>
      <Dialog
        open={dialog === 'answer'}
        title={t('action.answer')}
        onCancel={() => setDialog(null)}
        onOk={() => void answer()}
        destroyOnHidden
      >
        <Form form={answerForm} layout="vertical">
          {ANSWER.map((k) => (
            <Form.Item
              key={k}
              name={k}
              label={t(`field.${k}`)}
              rules={[{ required: true, whitespace: true, message: t('required') }]}
            >
              <Input.TextArea maxLength={2000} rows={2} data-testid={`record-${k}`} />
            </Form.Item>
          ))}
        </Form>
      </Dialog>
      <Dialog
        open={dialog === 'reopen'}
        title={t('action.reopen')}
        onCancel={() => setDialog(null)}
        onOk={() => void reopen()}
        destroyOnHidden
      >
        <Form form={reopenForm} layout="vertical">
          <Form.Item
            name="reason"
            label={t('field.reopenReason')}
            rules={[{ required: true, whitespace: true, message: t('required') }]}
          >
            <Input.TextArea maxLength={500} rows={3} data-testid="record-reopen-reason" />
          </Form.Item>
        </Form>
      </Dialog>
    </Card>
  );
}
