import type { PurchaseOrderAction } from '@pcbunion/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Flex, Input, Modal, Result, Space, Spin, Table, Timeline } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  changePurchaseOrder,
  getPurchaseOrder,
  movePurchaseOrder,
  receiveGoods,
  type PurchaseLine,
} from '../../features/purchase/api';
import LinesDialog, { type LinesDialogMode } from '../../features/purchase/LinesDialog';
import PurchaseStatusTag from '../../features/purchase/StatusTag';
import { formatDateTime } from '../../locales/format';

/**
 * One purchase order (issue 19) as the caller's side sees it: lines, totals, earlier versions, receipts and the
 * operation log in words; the actions of its state for that side (the state table of packages/core).
 */
export default function PurchaseOrderDetailPage() {
  const { t } = useTranslation('purchase');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const no = params.get('no') ?? '';
  const order = useQuery({ queryKey: ['purchase-order', no], queryFn: () => getPurchaseOrder(no), enabled: no !== '' });
  const [dialog, setDialog] = useState<LinesDialogMode | null>(null);
  const [reasonFor, setReasonFor] = useState<'refuse' | 'cancel' | null>(null);
  const [reason, setReason] = useState('');
  if (!no) return <Result status="info" title={t('chooseOrder')} />;
  if (order.isLoading || !order.data) return <Spin />;
  const o = order.data;
  const reload = () =>
    void client
      .invalidateQueries({ queryKey: ['purchase-order', no] })
      .then(() => client.invalidateQueries({ queryKey: ['purchase-orders'] }));
  // A refusal (a stale state, 409) is shown by the server's toast; nothing is thrown.
  const run = async (
    action: Exclude<PurchaseOrderAction, 'revise' | 'receive'>,
    body: Record<string, unknown> = {},
  ) => {
    if (!(await movePurchaseOrder(no, action, body).catch(() => null))) return false;
    message.success(t(`done.${action}`));
    reload();
    return true;
  };
  const press = (action: PurchaseOrderAction) => {
    if (action === 'revise' || action === 'receive') return setDialog(action);
    if (action === 'refuse' || action === 'cancel') return setReasonFor(action);
    return void run(action, action === 'confirm' ? { version: o.version } : {});
  };
  const submitLines = async (
    rows: Array<{
      quantity?: number | string;
      unitPrice?: string;
      deliveryDate?: { format: (f: string) => string };
      lotNo?: string;
    }>,
    deliveryNoteNo: string,
  ) => {
    if (dialog === 'revise') {
      await changePurchaseOrder(no, {
        lines: o.lines.map((l, i) => ({
          materialUid: l.materialUid,
          materialNo: l.materialNo,
          materialName: l.materialName,
          specification: l.specification,
          unitName: l.unitName,
          quantity: String(rows[i]?.quantity ?? l.quantity),
          unitPrice: String(rows[i]?.unitPrice ?? l.unitPrice),
          taxRate: l.taxRate,
          deliveryDate: rows[i]?.deliveryDate?.format('YYYY-MM-DD') ?? l.deliveryDate,
        })),
      });
      message.success(t('done.revise'));
    } else {
      const lines = o.lines.flatMap((l, i) =>
        rows[i]?.quantity
          ? [{ orderLineUid: l.uid, quantity: String(rows[i]!.quantity), lotNo: rows[i]!.lotNo ?? '' }]
          : [],
      );
      await receiveGoods(no, { deliveryNoteNo, lines });
      message.success(t('done.receive'));
    }
    setDialog(null);
    reload();
  };
  return (
    <Flex vertical gap="middle" data-testid="purchase-order-detail">
      <Card
        size="small"
        title={
          <Space>
            {`${o.no} · V${o.version}`}
            <PurchaseStatusTag status={o.status} />
          </Space>
        }
        extra={
          <Space wrap>
            {o.actions.map((action) => (
              <Button
                key={action}
                type={action === 'confirm' || action === 'send' || action === 'receive' ? 'primary' : 'default'}
                danger={action === 'refuse' || action === 'cancel'}
                onClick={() => press(action)}
                data-testid={`po-action-${action}`}
              >
                {t(`action.${action}`)}
              </Button>
            ))}
            <Button
              href={`/purchase-order-detail-print/index?no=${encodeURIComponent(o.no)}`}
              target="_blank"
              data-testid="po-print"
            >
              {t('action.print')}
            </Button>
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('column.factory')}>{o.factory.name}</Descriptions.Item>
          <Descriptions.Item label={t('column.supplier')}>{o.supplier.name}</Descriptions.Item>
          <Descriptions.Item label={t('column.orderDate')}>{o.orderDate}</Descriptions.Item>
          <Descriptions.Item label={t('column.totalExTax')}>{`${o.currency} ${o.totalExTax}`}</Descriptions.Item>
          <Descriptions.Item label={t('column.tax')}>{`${o.currency} ${o.tax}`}</Descriptions.Item>
          <Descriptions.Item label={t('column.total')}>{`${o.currency} ${o.total}`}</Descriptions.Item>
          <Descriptions.Item label={t('column.supplierReference')}>{o.supplierReference || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('column.note')}>{o.note || '—'}</Descriptions.Item>
          {o.refusalReason && (
            <Descriptions.Item label={t('column.refusalReason')}>{o.refusalReason}</Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <Card size="small" title={t('column.lines')}>
        <Table<PurchaseLine>
          size="small"
          rowKey="uid"
          pagination={false}
          dataSource={o.lines}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t('column.lineNo'), dataIndex: 'lineNo' },
            { title: t('column.material'), render: (_, l) => `${l.materialNo} ${l.materialName}` },
            { title: t('column.specification'), dataIndex: 'specification' },
            { title: t('column.quantity'), dataIndex: 'quantity', align: 'right' },
            { title: t('column.unit'), dataIndex: 'unitName' },
            { title: t('column.unitPrice'), dataIndex: 'unitPrice', align: 'right' },
            { title: t('column.unitPriceExTax'), dataIndex: 'unitPriceExTax', align: 'right' },
            { title: t('column.taxRate'), dataIndex: 'taxRate', align: 'right' },
            { title: t('column.amount'), dataIndex: 'amount', align: 'right' },
            { title: t('column.deliveryDate'), dataIndex: 'deliveryDate' },
            {
              title: t('column.received'),
              dataIndex: 'receivedQuantity',
              align: 'right',
              render: (v: string) => <span data-testid="po-line-received">{v}</span>,
            },
          ]}
        />
      </Card>
      {o.receipts.length > 0 && (
        <Card size="small" title={t('receipts')}>
          {o.receipts.map((r) => (
            <div key={r.no}>
              <a href={`/purchasing-receiving-son/index?no=${encodeURIComponent(r.no)}`}>{r.no}</a> · {r.receivedOn} ·{' '}
              {r.lines.map((l) => `#${l.orderLineNo} ${l.quantity} (${l.lotNo})`).join(', ')}
            </div>
          ))}
        </Card>
      )}
      {o.versions.length > 0 && (
        <Card size="small" title={t('versions')}>
          {o.versions.map((v) => (
            <div key={v.version}>
              {`V${v.version} · ${t(`status.${v.status}`)} · ${v.total} · ` +
                v.lines.map((l) => `${l.materialNo} × ${l.quantity} @ ${l.unitPrice} → ${l.deliveryDate}`).join('; ')}
            </div>
          ))}
        </Card>
      )}
      <Card size="small" title={t('log')}>
        <Timeline
          items={o.log.map((entry) => ({ children: `${formatDateTime(entry.at)} ${entry.words}` }))}
          data-testid="po-log"
        />
      </Card>
      <LinesDialog mode={dialog} lines={o.lines} onClose={() => setDialog(null)} onSubmit={submitLines} />
      <Modal
        open={reasonFor !== null}
        title={reasonFor ? t(`action.${reasonFor}`) : ''}
        okButtonProps={{ disabled: reason.trim() === '' }}
        onCancel={() => setReasonFor(null)}
        onOk={() =>
          void run(reasonFor!, { reason, ...(reasonFor === 'refuse' ? { version: o.version } : {}) }).then((done) => {
            if (done) {
              setReasonFor(null);
              setReason('');
            }
          })
        }
      >
        <Input.TextArea
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder={t('reason')}
          data-testid="po-reason"
        />
      </Modal>
    </Flex>
  );
}
