import { CUSTOMER_CHANGE_LIMITS, centsOfSignedInput, textOfCents, type CustomerChangeAction } from '@pcbunion/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Empty,
  Flex,
  Form,
  Input,
  Space,
  Table,
  Timeline,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Dialog from '../../components/Dialog';
import { showFieldError } from '../addresses/field-errors';
import AmountInput from '../wallet/AmountInput';
import { actOnChange, fetchChange, signedYuan } from './api';
import ChangeStatusTag from './StatusTag';
import { formatDateTime } from '../../locales/format';

interface OfferValues {
  /** As typed, in yuan: "1250", "-30.5". */
  amountDelta: string;
  impactDate: Dayjs;
  impactNote?: string;
}

/**
 * One customer change (`?no=`): what is asked, the files, the order's sales notices, the factory's impact and the log;
 * the factory offers its price and date impact or rejects with a reason; the customer accepts the impact or withdraws.
 */
export default function ChangeView({ no }: { no: string }) {
  const { t } = useTranslation('customerChange');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['customer-changes', 'detail', no],
    queryFn: () => fetchChange(no),
    enabled: !!no,
  });
  const [dialog, setDialog] = useState<'offer' | 'reject' | null>(null);
  const [offerForm] = Form.useForm<OfferValues>();
  const [rejectForm] = Form.useForm<{ reason: string }>();
  const c = query.data;
  const reload = () => void client.invalidateQueries({ queryKey: ['customer-changes'] });

  const act = async (action: CustomerChangeAction, extra: Record<string, unknown> = {}) => {
    try {
      await actOnChange(no, { action, ...extra, rowVersion: c!.rowVersion });
      void message.success(t(`done.${action}`));
      setDialog(null);
    } catch (error) {
      const shown =
        showFieldError(offerForm, error, ['amountDelta', 'impactDate', 'impactNote']) ||
        showFieldError(rejectForm, error, ['reason']);
      if (!shown) void message.error(error instanceof Error ? error.message : String(error));
    }
    reload();
  };
  const offer = async () => {
    const v = await offerForm.validateFields().catch(() => null);
    if (v)
      await act('offer', {
        amountDelta: v.amountDelta.trim(),
        impactDate: v.impactDate.format('YYYY-MM-DD'),
        impactNote: v.impactNote?.trim() || undefined,
      });
  };
  const reject = async () => {
    const v = await rejectForm.validateFields().catch(() => null);
    if (v) await act('reject', { reason: v.reason.trim() });
  };

  if (!no || query.isError)
    return (
      <Card size="small">
        <Empty description={t('none')} />
      </Card>
    );
  if (!c) return <Card size="small" loading />;
  return (
    <Card
      size="small"
      data-testid="change-view"
      title={
        <Typography.Text
          style={{ whiteSpace: 'normal', wordBreak: 'break-all' }}
        >{`${t('field.no')} ${c.no}`}</Typography.Text>
      }
    >
      <Flex vertical gap="middle">
        <Flex gap="small" wrap>
          <Button
            onClick={() => navigate(c.side === 'factory' ? '/customer-change/index' : '/customer-change-detail/index')}
          >
            {t('back')}
          </Button>
          {c.actions.includes('offer') && (
            <Button
              type="primary"
              onClick={() => {
                offerForm.resetFields();
                setDialog('offer');
              }}
              data-testid="change-offer"
            >
              {t('action.offer')}
            </Button>
          )}
          {c.actions.includes('reject') && (
            <Button
              danger
              onClick={() => {
                rejectForm.resetFields();
                setDialog('reject');
              }}
              data-testid="change-reject"
            >
              {t('action.reject')}
            </Button>
          )}
          {c.actions.includes('accept') && (
            <Button type="primary" onClick={() => void act('accept')} data-testid="change-accept">
              {t('action.accept')}
            </Button>
          )}
          {c.actions.includes('withdraw') && (
            <Button onClick={() => void act('withdraw')} data-testid="change-withdraw">
              {t('action.withdraw')}
            </Button>
          )}
        </Flex>
        <Descriptions size="small" bordered column={{ xs: 1, sm: 1, md: 2 }}>
          <Descriptions.Item label={t('field.status')}>
            <ChangeStatusTag status={c.status} />
          </Descriptions.Item>
          <Descriptions.Item label={c.side === 'factory' ? t('field.customer') : t('field.factory')}>
            {(c.side === 'factory' ? c.customer.name : c.factory.name) ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('field.orderNo')}>{c.orderNo}</Descriptions.Item>
          <Descriptions.Item label={t('field.createdAt')}>{formatDateTime(c.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('field.description')} span={2}>
            {c.description}
          </Descriptions.Item>
          <Descriptions.Item label={t('field.newRevision')}>{c.newRevision ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.newQuantity')}>{c.newQuantity ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.newDate')}>{c.newDate ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.files')}>
            {c.files.length
              ? c.files.map((f) => (
                  <div key={f.id}>
                    <Typography.Link href={f.url} target="_blank">
                      {f.name}
                    </Typography.Link>
                  </div>
                ))
              : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('field.amountDelta')}>{signedYuan(c.amountDelta)}</Descriptions.Item>
          <Descriptions.Item label={t('field.impactDate')}>{c.impactDate ?? '—'}</Descriptions.Item>
          {c.impactNote && (
            <Descriptions.Item label={t('field.impactNote')} span={2}>
              {c.impactNote}
            </Descriptions.Item>
          )}
          {c.rejectReason && (
            <Descriptions.Item label={t('field.rejectReason')} span={2}>
              {c.rejectReason}
            </Descriptions.Item>
          )}
        </Descriptions>
        <Typography.Title level={5}>{t('saleNotices')}</Typography.Title>
        <Table
          size="small"
          rowKey="no"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={c.saleNotices}
          columns={[
            { title: t('field.saleNoticeNo'), dataIndex: 'no' },
            { title: t('field.partNo'), dataIndex: 'partNo' },
            { title: t('field.revision'), dataIndex: 'revision' },
            { title: t('field.quantity'), dataIndex: 'quantity', align: 'right' },
            { title: t('field.deliveryDate'), dataIndex: 'deliveryDate' },
          ]}
        />
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Title level={5}>{t('log')}</Typography.Title>
          <Timeline items={c.log.map((l) => ({ key: l.id, children: `${formatDateTime(l.at)} — ${l.text}` }))} />
        </Space>
      </Flex>
      <Dialog
        open={dialog === 'offer'}
        title={t('action.offer')}
        onCancel={() => setDialog(null)}
        onOk={() => void offer()}
        destroyOnHidden
      >
        <Form form={offerForm} layout="vertical">
          <Form.Item
            name="amountDelta"
            label={t('field.amountDelta')}
            extra={t('amountHint')}
            rules={[
              { required: true, whitespace: true, message: t('required') },
              {
                validator: async (_, value: string | undefined) => {
                  if (!value?.trim()) return;
                  if (centsOfSignedInput(value) === undefined) throw new Error(t('amountFormat'));
                  if (centsOfSignedInput(value, CUSTOMER_CHANGE_LIMITS.amountCents) === undefined)
                    throw new Error(t('amountTooLarge', { max: textOfCents(CUSTOMER_CHANGE_LIMITS.amountCents) }));
                },
              },
            ]}
          >
            {/* A price impact may be negative: a text keyboard, as the decimal one has no minus sign on phones. */}
            <AmountInput inputMode="text" maxLength={14} data-testid="change-amount" />
          </Form.Item>
          <Form.Item
            name="impactDate"
            label={t('field.impactDate')}
            rules={[{ required: true, message: t('required') }]}
          >
            <DatePicker style={{ width: '100%' }} data-testid="change-impact-date" />
          </Form.Item>
          <Form.Item name="impactNote" label={t('field.impactNote')}>
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
        </Form>
      </Dialog>
      <Dialog
        open={dialog === 'reject'}
        title={t('action.reject')}
        onCancel={() => setDialog(null)}
        onOk={() => void reject()}
        destroyOnHidden
      >
        <Form form={rejectForm} layout="vertical">
          <Form.Item
            name="reason"
            label={t('field.rejectReason')}
            rules={[{ required: true, whitespace: true, message: t('required') }]}
          >
            <Input.TextArea maxLength={500} rows={3} data-testid="change-reject-reason" />
          </Form.Item>
        </Form>
      </Dialog>
    </Card>
  );
}
