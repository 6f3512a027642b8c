import { useSearchParams } from 'react-router';
import ShipmentView from '../../features/shipping-notice/ShipmentView';

/** A shipment (`?no=`): packages, carrier, tracking, label, lines with the customer's receipt, the log. */
export default function ShippingNoticeDetailsPage() {
  const [search] = useSearchParams();
  return <ShipmentView no={search.get('no') ?? ''} backPath="/shipping-notice/index" />;
}
