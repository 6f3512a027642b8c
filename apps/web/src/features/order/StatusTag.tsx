import type { OrderStatus } from '@pcbunion/core';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<OrderStatus, string> = {
  unpaid: 'orange',
  paid: 'blue',
  pending_shipment: 'geekblue',
  pending_receipt: 'cyan',
  completed: 'green',
  cancelled: 'default',
};

/** An order's state in words, coloured by how far it has come. */
export default function StatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('order');
  return (
    <Tag color={COLORS[status]} data-testid="order-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
