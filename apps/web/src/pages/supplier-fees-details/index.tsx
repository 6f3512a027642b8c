import type { SupplierFeeAction } from '@pcbunion/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Flex, Result, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getFee, moveFee, type FeeActionInput } from '../../features/supplier-billing/api';
import LogCard from '../../features/supplier-billing/LogCard';
import ReasonDialog from '../../features/supplier-billing/ReasonDialog';
import BillingStatusTag from '../../features/supplier-billing/StatusTag';

/** One supplier fee: what it is for, its state, the actions of the caller's side and the log in words. */
export default function SupplierFeeDetailsPage() {
  const { t } = useTranslation('supplierBilling');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const no = params.get('no') ?? '';
  const fee = useQuery({ queryKey: ['supplier-fee', no], queryFn: () => getFee(no), enabled: no !== '' });
  const [rejecting, setRejecting] = useState(false);
  if (!no) return <Result status="info" title={t('fee.choose')} />;
  if (fee.isLoading || !fee.data) return <Spin />;
  const f = fee.data;
  const run = async (action: SupplierFeeAction, body: FeeActionInput = {}) => {
    if ((await moveFee(no, action, body).catch(() => null)) === null) return;
    message.success(t(`done.${action}`));
    void client.invalidateQueries({ queryKey: ['supplier-fee', no] });
    void client.invalidateQueries({ queryKey: ['supplier-fees'] });
  };
  return (
    <Flex vertical gap="middle" data-testid="supplier-fee-details">
      <Card
        size="small"
        title={
          <Space wrap>
            {f.no}
            <BillingStatusTag kind="fee" status={f.status} />
          </Space>
        }
        extra={
          <Space wrap>
            {f.actions.map((action) => (
              <Button
                key={action}
                type={action === 'accept' ? 'primary' : 'default'}
                danger={action !== 'accept'}
                onClick={() => (action === 'reject' ? setRejecting(true) : void run(action))}
                data-testid={`fee-action-${action}`}
              >
                {t(`action.${action}`)}
              </Button>
            ))}
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('field.orderNo')}>{f.orderNo}</Descriptions.Item>
          <Descriptions.Item label={t('field.supplier')}>{f.supplier.name}</Descriptions.Item>
          <Descriptions.Item label={t('field.factory')}>{f.factory.name}</Descriptions.Item>
          <Descriptions.Item label={t('field.kind')}>{t(`fee.kind.${f.kind}`)}</Descriptions.Item>
          <Descriptions.Item label={t('field.amount')}>{`${f.currency} ${f.amount}`}</Descriptions.Item>
          <Descriptions.Item label={t('field.taxRate')}>{`${f.taxRate}%`}</Descriptions.Item>
          <Descriptions.Item label={t('field.proposedOn')}>{f.proposedOn}</Descriptions.Item>
          <Descriptions.Item label={t('field.acceptedOn')}>{f.acceptedOn ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.description')}>{f.description || '—'}</Descriptions.Item>
          {f.rejectReason && <Descriptions.Item label={t('field.reason')}>{f.rejectReason}</Descriptions.Item>}
        </Descriptions>
      </Card>
      <LogCard log={f.log ?? []} />
      <ReasonDialog
        open={rejecting}
        title={t('action.reject')}
        onClose={() => setRejecting(false)}
        onSubmit={async (reason) => {
          await run('reject', { reason });
          setRejecting(false);
        }}
      />
    </Flex>
  );
}
