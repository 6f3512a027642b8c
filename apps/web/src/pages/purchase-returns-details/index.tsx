import type { PurchaseReturnAction } from '@pcbunion/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Flex, Input, Modal, Result, Space, Spin, Table, Timeline } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  acknowledgeReturn,
  cancelReturn,
  getReturn,
  type PurchaseReturnDetail,
} from '../../features/purchase-quality/api';
import { ReturnStatusTag } from '../../features/purchase-quality/StatusTags';
import { formatDateTime } from '../../locales/format';

/**
 * One purchase return (issue 19): its lots and amounts, the inspection that started it, and for the supplier the
 * acknowledgement (with a remark), for the factory the cancellation of a return not yet acknowledged; the log in words.
 */
export default function PurchaseReturnDetailPage() {
  const { t } = useTranslation('purchaseQuality');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const no = params.get('no') ?? '';
  const found = useQuery({ queryKey: ['purchase-return', no], queryFn: () => getReturn(no), enabled: no !== '' });
  const [pressed, setPressed] = useState<PurchaseReturnAction | null>(null);
  const [words, setWords] = useState('');
  if (!no) return <Result status="info" title={t('chooseReturn')} />;
  if (!found.data) return <Spin />;
  const r = found.data;
  const submit = async () => {
    // A refusal is shown by the server's toast and leaves the dialog open; nothing is thrown.
    const done = await (
      pressed === 'acknowledge' ? acknowledgeReturn(no, words || undefined) : cancelReturn(no, words)
    ).then(
      () => true,
      () => false,
    );
    if (!done) return;
    message.success(t(pressed === 'acknowledge' ? 'acknowledged' : 'cancelled'));
    setPressed(null);
    setWords('');
    void client
      .invalidateQueries({ queryKey: ['purchase-return', no] })
      .then(() => client.invalidateQueries({ queryKey: ['purchase-returns'] }));
  };
  return (
    <Flex vertical gap="middle" data-testid="purchase-return">
      <Card
        size="small"
        title={
          <Space wrap>
            {r.no}
            <ReturnStatusTag status={r.status} />
          </Space>
        }
        extra={
          <Space wrap>
            {r.actions.map((action) => (
              <Button
                key={action}
                type={action === 'acknowledge' ? 'primary' : 'default'}
                danger={action === 'cancel'}
                onClick={() => setPressed(action)}
                data-testid={`rt-action-${action}`}
              >
                {t(`action.${action}`)}
              </Button>
            ))}
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('column.factory')}>{r.factory.name}</Descriptions.Item>
          <Descriptions.Item label={t('column.supplier')}>{r.supplier.name}</Descriptions.Item>
          <Descriptions.Item label={t('column.orderNo')}>{r.orderNo}</Descriptions.Item>
          <Descriptions.Item label={t('column.total')}>{`${r.currency} ${r.total}`}</Descriptions.Item>
          <Descriptions.Item label={t('column.reason')}>{r.reason}</Descriptions.Item>
          {r.inspectionNo && (
            <Descriptions.Item label={t('column.inspection')}>
              {r.role === 'factory' ? (
                <a
                  onClick={() =>
                    navigate(`/material-inspection-sheet-inspection/index?no=${encodeURIComponent(r.inspectionNo!)}`)
                  }
                >
                  {r.inspectionNo}
                </a>
              ) : (
                r.inspectionNo
              )}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('column.supplierNote')}>{r.supplierNote || '—'}</Descriptions.Item>
          {r.cancelReason && <Descriptions.Item label={t('action.cancel')}>{r.cancelReason}</Descriptions.Item>}
        </Descriptions>
      </Card>
      <Card size="small" title={t('lines')}>
        <Table<PurchaseReturnDetail['lines'][number]>
          size="small"
          rowKey="receiptLineUid"
          pagination={false}
          dataSource={r.lines}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t('column.lotNo'), dataIndex: 'lotNo' },
            { title: t('column.material'), render: (_, l) => `${l.materialNo} ${l.materialName}` },
            { title: t('column.receiptNo'), dataIndex: 'receiptNo' },
            { title: t('column.received'), dataIndex: 'received', align: 'right' },
            {
              title: t('column.quantity'),
              dataIndex: 'quantity',
              align: 'right',
              render: (v: string, l) => `${v} ${l.unitName}`,
            },
            { title: t('column.unitPrice'), dataIndex: 'unitPrice', align: 'right' },
            { title: t('column.amount'), dataIndex: 'amount', align: 'right' },
          ]}
        />
      </Card>
      <Card size="small" title={t('log')}>
        <Timeline
          items={r.log.map((entry) => ({ children: `${formatDateTime(entry.at)} ${entry.words}` }))}
          data-testid="rt-log"
        />
      </Card>
      <Modal
        open={pressed !== null}
        title={pressed ? t(`action.${pressed}`) : ''}
        okButtonProps={{ disabled: pressed === 'cancel' && words.trim() === '' }}
        onCancel={() => setPressed(null)}
        onOk={() => void submit()}
      >
        <Input.TextArea
          rows={3}
          maxLength={500}
          value={words}
          onChange={(e) => setWords(e.target.value)}
          placeholder={pressed === 'cancel' ? t('column.reason') : t('column.supplierNote')}
          data-testid="rt-words"
        />
      </Modal>
    </Flex>
  );
}
