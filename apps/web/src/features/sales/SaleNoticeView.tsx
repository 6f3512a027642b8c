import type { SaleNoticeAction } from '@pcbunion/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Input, Space, Spin, Timeline } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import { actOnSaleNotice, fetchSaleNotice } from './api';
import SaleNoticeDialog from './SaleNoticeDialog';
import SaleNoticeStatusTag from './StatusTag';
import { formatDateTime } from '../../locales/format';

/** One sales notice: its fields, the actions its state allows (core's table), the edit of a draft and the log in words. */
export default function SaleNoticeView({ no }: { no: string }) {
  const { t } = useTranslation('sales');
  const { message } = App.useApp();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['sale-notices', 'detail', no],
    queryFn: () => fetchSaleNotice(no),
    enabled: !!no,
  });
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const reload = () => void client.invalidateQueries({ queryKey: ['sale-notices'] });

  if (!no) return <Alert type="warning" message={t('none')} />;
  if (query.isLoading) return <Spin />;
  const n = query.data;
  if (!n) return <Alert type="warning" message={t('none')} />;

  const act = async (action: SaleNoticeAction, why?: string) => {
    try {
      await actOnSaleNotice(n.no, { action, reason: why, rowVersion: n.rowVersion });
      void message.success(t(`done.${action}`));
      setCancelling(false);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
    reload();
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="sale-notice-detail">
      <Card
        size="small"
        title={
          <Space>
            {`${t('field.no')} ${n.no}`}
            <SaleNoticeStatusTag status={n.status} />
          </Space>
        }
        extra={
          <Space>
            {n.status === 'draft' && n.side === 'factory' && (
              <Button onClick={() => setEditing(true)} data-testid="sn-edit">
                {t('edit')}
              </Button>
            )}
            {n.actions.map((action) => (
              <Button
                key={action}
                type={action === 'cancel' ? 'default' : 'primary'}
                danger={action === 'cancel'}
                onClick={() => (action === 'cancel' ? setCancelling(true) : void act(action))}
                data-testid={`sn-${action}`}
              >
                {t(`action.${action}`)}
              </Button>
            ))}
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
          <Descriptions.Item label={t('field.orderNo')}>{n.orderNo}</Descriptions.Item>
          <Descriptions.Item label={t(n.side === 'factory' ? 'field.customer' : 'field.factory')}>
            {(n.side === 'factory' ? n.customer.name : n.factory.name) ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('field.productName')}>{n.productName}</Descriptions.Item>
          <Descriptions.Item label={t('field.productNo')}>{n.productNo ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.partNo')}>{n.partNo}</Descriptions.Item>
          <Descriptions.Item label={t('field.revision')}>{n.revision ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.quantity')}>{n.quantity}</Descriptions.Item>
          <Descriptions.Item label={t('field.deliveryDate')}>{n.deliveryDate}</Descriptions.Item>
          <Descriptions.Item label={t('field.requirements')} span={2}>
            {n.requirements ?? '—'}
          </Descriptions.Item>
          {n.cancelReason && (
            <Descriptions.Item label={t('field.cancelReason')} span={2}>
              {n.cancelReason}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <Card size="small" title={t('log')}>
        <Timeline
          items={n.log.map((l) => ({ key: l.id, children: `${formatDateTime(l.at)} — ${l.text}` }))}
          data-testid="sn-log"
        />
      </Card>
      <SaleNoticeDialog
        open={editing}
        editing={n}
        onClose={(saved) => {
          setEditing(false);
          if (saved) reload();
        }}
      />
      <Dialog
        open={cancelling}
        title={t('cancelTitle')}
        onCancel={() => setCancelling(false)}
        onOk={() => void act('cancel', reason)}
        okButtonProps={{ disabled: !reason.trim(), danger: true }}
      >
        <Input.TextArea
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder={t('field.cancelReason')}
          data-testid="sn-cancel-reason"
        />
      </Dialog>
    </Space>
  );
}
