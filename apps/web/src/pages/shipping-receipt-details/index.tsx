import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import ShipmentList from '../../features/shipping-notice/ShipmentList';
import ShipmentView from '../../features/shipping-notice/ShipmentView';
import { useSession } from '../../stores/session';

/**
 * The customer's receipt screen: a shipment addressed to it (`?no=`, the bell's link) to confirm line by line with
 * accepted and disputed pieces; without a number, the shipments addressed to it. The factory reads the result here too.
 */
export default function ShippingReceiptDetailsPage() {
  const { t } = useTranslation('shippingNotice');
  const [search] = useSearchParams();
  const kind = useSession().authInfo?.user.enterprise_kind;
  const no = search.get('no');
  if (kind === 'supplier')
    return (
      <Card size="small">
        <Empty description={t('supplierNote')} />
      </Card>
    );
  return no ? (
    <ShipmentView no={no} backPath="/shipping-receipt-details/index" />
  ) : (
    <ShipmentList detailPath="/shipping-receipt-details/index" />
  );
}
