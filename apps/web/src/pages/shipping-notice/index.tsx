import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import ShipmentList from '../../features/shipping-notice/ShipmentList';
import { useSession } from '../../stores/session';

/**
 * Shipping notices (issue 20): the factory's shipments, their carrier, tracking, label and the customer's receipt.
 * A supplier holds the same menu under Procurement; its deliveries to the factory are the purchase receipts.
 */
export default function ShippingNoticePage() {
  const { t } = useTranslation('shippingNotice');
  const kind = useSession().authInfo?.user.enterprise_kind;
  if (kind === 'supplier')
    return (
      <Card size="small">
        <Empty description={t('supplierNote')} />
      </Card>
    );
  return <ShipmentList detailPath="/shipping-notice-details/index" />;
}
