import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Spin, Table, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchOrder, type InvoiceApplication, type OrderItem, type RefundRecord } from './api';
import StatusTag from './StatusTag';
import { formatDateTime } from '../../locales/format';
import { BoardRender, boardColoursOf } from '../gerber';

const when = (v: string | null | undefined) => formatDateTime(v);

/** One order: its parties, figures, boards, shipping address, shipment, refunds and invoice applications. */
export default function OrderDetailDrawer({ no, onClose }: { no: string | null; onClose: () => void }) {
  const { t } = useTranslation('order');
  const query = useQuery({
    queryKey: ['orders', 'detail', no],
    queryFn: () => fetchOrder(no!),
    enabled: no !== null,
    staleTime: 0,
  });
  const order = query.data;
  const address = order?.address;
  return (
    <Drawer
      open={no !== null}
      onClose={onClose}
      title={t('detail.title', { no: no ?? '' })}
      size="large"
      data-testid="order-detail"
    >
      {!order ? (
        <Spin />
      ) : (
        <>
          <Descriptions
            size="small"
            column={2}
            bordered
            items={[
              { key: 'status', label: t('column.status'), children: <StatusTag status={order.status} /> },
              { key: 'merchant', label: t('column.merchant'), children: order.merchant.name },
              { key: 'customer', label: t('column.customer'), children: order.customer.name },
              { key: 'total', label: t('column.total'), children: `${order.currency} ${order.total}` },
              { key: 'paid', label: t('column.paid'), children: order.paid },
              { key: 'refunded', label: t('column.refunded'), children: order.refunded },
              { key: 'invoiced', label: t('column.invoiced'), children: order.invoiced },
              { key: 'productionNo', label: t('column.productionNo'), children: order.productionNo || '—' },
              { key: 'carrier', label: t('detail.carrier'), children: order.carrier || '—' },
              { key: 'trackingNo', label: t('detail.trackingNo'), children: order.trackingNo || '—' },
              { key: 'created', label: t('detail.created'), children: when(order.createdAt) },
              { key: 'paidAt', label: t('detail.paidAt'), children: when(order.paidAt) },
              { key: 'shippedAt', label: t('detail.shippedAt'), children: when(order.shippedAt) },
              { key: 'completedAt', label: t('detail.completedAt'), children: when(order.completedAt) },
              ...(order.status === 'pending_receipt' && order.autoConfirmAt
                ? [{ key: 'auto', label: t('detail.autoConfirmAt'), children: when(order.autoConfirmAt) }]
                : []),
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('detail.items')}
          </Typography.Title>
          <div data-testid="order-lines">
            <Table<OrderItem>
              size="small"
              pagination={false}
              rowKey="inquiryNo"
              dataSource={order.items}
              scroll={{ x: 'max-content' }}
              columns={[
                { title: t('column.itemNo'), dataIndex: 'itemNo' },
                { title: t('column.inquiryNo'), dataIndex: 'inquiryNo' },
                { title: t('column.productNo'), dataIndex: 'productNo', render: (v: string | null) => v || '—' },
                { title: t('column.productName'), dataIndex: 'productName', render: (v: string | null) => v || '—' },
                { title: t('column.version'), dataIndex: 'version', render: (v: number | null) => v ?? '—' },
                {
                  title: t('column.quantity'),
                  dataIndex: 'quantity',
                  render: (v: number | null | undefined) => v ?? '—',
                },
                {
                  title: t('column.area'),
                  dataIndex: 'areaM2',
                  align: 'right',
                  render: (v: string | null) => v ?? '—',
                },
                {
                  title: t('column.deliveryDays'),
                  dataIndex: 'deliveryDays',
                  align: 'right',
                  render: (v: number | null) => v ?? '—',
                },
                {
                  title: t('column.boardFee'),
                  key: 'boardFee',
                  align: 'right',
                  render: (_: unknown, item) => item.price.boardFee,
                },
                {
                  title: t('column.otherFees'),
                  key: 'otherFees',
                  align: 'right',
                  render: (_: unknown, item) => item.price.otherFees,
                },
                { title: t('column.total'), dataIndex: 'total', align: 'right' },
              ]}
            />
          </div>
          {(order.boards ?? []).map((board) => (
            <div key={board.inquiryNo} style={{ marginTop: 16 }} data-testid="order-board">
              <BoardRender
                fileId={board.gerberFileId}
                colours={boardColoursOf(order.items.find((item) => item.inquiryNo === board.inquiryNo)?.params)}
                title={t('detail.board', { no: board.inquiryNo })}
              />
            </div>
          ))}
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('detail.address')}
          </Typography.Title>
          <Typography.Paragraph data-testid="order-address">
            {address
              ? [
                  address.recipient,
                  address.company,
                  `${address.areaCode ?? ''} ${address.phone ?? ''}`.trim(),
                  address.regionNames,
                  address.detailAddress,
                ]
                  .filter(Boolean)
                  .join(' · ')
              : t('detail.none')}
          </Typography.Paragraph>
          <Typography.Title level={5}>{t('detail.refunds')}</Typography.Title>
          <Table<RefundRecord>
            size="small"
            pagination={false}
            rowKey="id"
            dataSource={order.refunds ?? []}
            locale={{ emptyText: t('detail.none') }}
            columns={[
              { title: t('column.amount'), dataIndex: 'amount', align: 'right' },
              { title: t('column.reason'), dataIndex: 'reason' },
              {
                title: t('column.status'),
                dataIndex: 'status',
                render: (v: RefundRecord['status'], r) => (
                  <>
                    {<Tag>{t(`refundStatus.${v}`)}</Tag>}
                    {r.rejectReason ? <Typography.Text type="danger">{r.rejectReason}</Typography.Text> : null}
                  </>
                ),
              },
              { title: t('column.createdAt'), dataIndex: 'requestedAt', render: when },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('detail.invoices')}
          </Typography.Title>
          <Table<InvoiceApplication>
            size="small"
            pagination={false}
            rowKey="id"
            dataSource={order.invoiceApplications ?? []}
            locale={{ emptyText: t('detail.none') }}
            columns={[
              { title: t('column.amount'), dataIndex: 'amount', align: 'right' },
              { title: t('invoice.info'), key: 'info', render: (_: unknown, a) => a.invoicingInfo?.unitName ?? '—' },
              {
                title: t('column.status'),
                dataIndex: 'status',
                render: (v: InvoiceApplication['status'], a) => (
                  <Tag>{`${t(`invoiceStatus.${v}`)}${a.invoiceNo ? ` ${a.invoiceNo}` : ''}`}</Tag>
                ),
              },
              { title: t('column.createdAt'), dataIndex: 'appliedAt', render: when },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('detail.log')}
          </Typography.Title>
          <Timeline
            data-testid="order-log"
            items={(order.log ?? []).map((entry, i) => ({ key: i, children: `${when(entry.at)} · ${entry.text}` }))}
          />
        </>
      )}
    </Drawer>
  );
}
