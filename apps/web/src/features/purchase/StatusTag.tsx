import type { PurchaseOrderStatus } from '@pcbunion/core';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<PurchaseOrderStatus, string> = {
  draft: 'default',
  sent: 'orange',
  confirmed: 'blue',
  refused: 'red',
  partly_received: 'geekblue',
  received: 'cyan',
  closed: 'green',
  cancelled: 'default',
};

/** A purchase order's state in words, coloured by how far it has come. */
export default function PurchaseStatusTag({ status }: { status: PurchaseOrderStatus }) {
  const { t } = useTranslation('purchase');
  return (
    <Tag color={COLORS[status]} data-testid="purchase-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
