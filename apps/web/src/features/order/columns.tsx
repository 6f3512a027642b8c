import type { TableColumnsType } from 'antd';
import { Button, Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Order } from './api';
import { summariseLines } from './line-facts';
import { factsOf } from './money';
import StatusTag from './StatusTag';
import { formatAmount, formatDateTime, formatMoney } from '../../locales/format';

/**
 * The order list's columns. `side` names the other party: the customer sees the factory, the factory the customer.
 * Order date and total sort on the server (`field` / `sort`: createdAt, total).
 */
export function orderColumns(
  t: TFunction<'order'>,
  side: 'customer' | 'factory',
  options: { onDetail: (order: Order) => void; actions?: (order: Order) => ReactNode },
): TableColumnsType<Order> {
  const columns: TableColumnsType<Order> = [
    {
      title: t('column.orderNo'),
      dataIndex: 'no',
      render: (no: string, order) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => options.onDetail(order)}
          data-testid={`order-no-${no}`}
        >
          {no}
        </Button>
      ),
    },
    side === 'customer'
      ? { title: t('column.merchant'), dataIndex: ['merchant', 'name'] }
      : { title: t('column.customer'), dataIndex: ['customer', 'name'] },
    {
      title: t('column.productNo'),
      key: 'products',
      render: (_: unknown, order) => order.items.map((item) => item.productNo || item.inquiryNo).join(', '),
    },
    {
      title: t('column.productName'),
      key: 'productName',
      render: (_: unknown, order) => summariseLines(order).productNames || '—',
    },
    {
      title: t('column.area'),
      key: 'area',
      align: 'right',
      render: (_: unknown, order) => summariseLines(order).areaM2 ?? '—',
    },
    {
      title: t('column.deliveryDays'),
      key: 'deliveryDays',
      align: 'right',
      render: (_: unknown, order) => summariseLines(order).deliveryDays ?? '—',
    },
    {
      title: t('column.status'),
      dataIndex: 'status',
      render: (_: unknown, order) => (
        <Space size={4} wrap>
          <StatusTag status={order.status} />
          {factsOf(order).openRefund && <Tag color="red">{t('refundStatus.requested')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('column.total'),
      dataIndex: 'total',
      sorter: true,
      align: 'right',
      render: (v: string, order) => formatMoney(v, order.currency),
    },
    { title: t('column.paid'), dataIndex: 'paid', align: 'right', render: (v: string) => formatAmount(v) },
    { title: t('column.refunded'), dataIndex: 'refunded', align: 'right', render: (v: string) => formatAmount(v) },
    {
      title: t('column.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      render: (v: string) => formatDateTime(v),
    },
    { title: t('column.productionNo'), dataIndex: 'productionNo', render: (v: string | null | undefined) => v || '—' },
    {
      title: t('column.shipping'),
      key: 'shipping',
      render: (_: unknown, order) =>
        order.trackingNo ? (
          <Typography.Text
            copyable={{ text: order.trackingNo }}
          >{`${order.carrier ?? ''} ${order.trackingNo}`}</Typography.Text>
        ) : (
          '—'
        ),
    },
  ];
  if (options.actions)
    columns.push({
      title: t('column.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, order) => options.actions!(order),
    });
  return columns;
}
