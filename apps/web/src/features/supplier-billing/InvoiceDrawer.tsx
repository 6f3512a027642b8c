import type { SupplierInvoiceAction } from '@pcbunion/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Space, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getInvoice, moveInvoice, type InvoiceActionInput, type InvoiceLine } from './api';
import LogCard from './LogCard';
import ReasonDialog from './ReasonDialog';
import BillingStatusTag from './StatusTag';

const MATCH_COLORS: Record<InvoiceLine['match'], string> = {
  matched: 'green',
  partial: 'blue',
  price_difference: 'orange',
  over_received: 'red',
};

/** One invoice with its three-way match per line (ordered, received net of returns, invoiced, and the differences). */
export default function InvoiceDrawer({ no, onClose }: { no: string | null; onClose: () => void }) {
  const { t } = useTranslation('supplierBilling');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const invoice = useQuery({ queryKey: ['supplier-invoice', no], queryFn: () => getInvoice(no!), enabled: !!no });
  const i = invoice.data;
  const run = async (action: SupplierInvoiceAction, body: InvoiceActionInput = {}) => {
    if ((await moveInvoice(no!, action, body).catch(() => null)) === null) return;
    message.success(t(`done.${action}`));
    setRejecting(false);
    void client.invalidateQueries({ queryKey: ['supplier-invoice', no] });
    void client.invalidateQueries({ queryKey: ['supplier-invoices'] });
  };
  return (
    <Drawer
      open={!!no}
      onClose={onClose}
      width="min(1100px, 100vw)"
      title={
        i ? (
          <Space wrap>
            {`${i.no} · ${i.supplierInvoiceNo}`}
            <BillingStatusTag kind="invoice" status={i.status} />
          </Space>
        ) : (
          ''
        )
      }
      destroyOnHidden
    >
      {!i ? (
        <Spin />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="invoice-detail">
          <Space wrap>
            {i.actions.map((action) => (
              <Button
                key={action}
                type={action === 'accept' ? 'primary' : 'default'}
                danger={action === 'reject'}
                onClick={() => (action === 'reject' ? setRejecting(true) : void run(action))}
                data-testid={`invoice-action-${action}`}
              >
                {t(`action.${action}`)}
              </Button>
            ))}
          </Space>
          <Descriptions size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label={t('field.statementNo')}>{`${i.statementNo} (${i.period})`}</Descriptions.Item>
            <Descriptions.Item label={t('field.supplier')}>{i.supplier.name}</Descriptions.Item>
            <Descriptions.Item label={t('field.invoiceDate')}>{i.invoiceDate}</Descriptions.Item>
            <Descriptions.Item label={t('field.goods')}>{`${i.currency} ${i.goods}`}</Descriptions.Item>
            <Descriptions.Item label={t('field.fees')}>{`${i.currency} ${i.fees}`}</Descriptions.Item>
            <Descriptions.Item label={t('field.tax')}>{`${i.currency} ${i.tax}`}</Descriptions.Item>
            <Descriptions.Item label={t('field.total')}>{`${i.currency} ${i.total}`}</Descriptions.Item>
            {i.rejectReason && <Descriptions.Item label={t('field.reason')}>{i.rejectReason}</Descriptions.Item>}
          </Descriptions>
          <Table<InvoiceLine>
            size="small"
            rowKey="lineNo"
            pagination={false}
            dataSource={i.lines}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: t('field.orderNo'), render: (_, l) => `${l.orderNo} ${l.materialNo} ${l.materialName}` },
              { title: t('match.ordered'), render: (_, l) => `${l.orderedQuantity} @ ${l.orderPrice}` },
              { title: t('match.received'), dataIndex: 'receivedQuantity', align: 'right' },
              { title: t('match.invoiced'), render: (_, l) => `${l.invoicedQuantity} @ ${l.invoicedPrice}` },
              { title: t('match.quantityVsReceived'), dataIndex: 'quantityVsReceived', align: 'right' },
              { title: t('match.priceDifference'), dataIndex: 'priceDifference', align: 'right' },
              { title: t('match.amountDifference'), dataIndex: 'amountDifference', align: 'right' },
              { title: t('field.amount'), dataIndex: 'amount', align: 'right' },
              {
                title: t('match.result'),
                dataIndex: 'match',
                render: (m: InvoiceLine['match']) => <Tag color={MATCH_COLORS[m]}>{t(`match.${m}`)}</Tag>,
              },
            ]}
          />
          <LogCard log={i.log} />
        </Space>
      )}
      <ReasonDialog
        open={rejecting}
        title={t('action.reject')}
        onClose={() => setRejecting(false)}
        onSubmit={(reason) => run('reject', { reason })}
      />
    </Drawer>
  );
}
