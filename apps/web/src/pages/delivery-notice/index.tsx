import DeliveryList from '../../features/sales/DeliveryList';

/** Delivery notices (issue 20): what the factory delivers when and where, from released sales notices. */
export default function DeliveryNoticePage() {
  return <DeliveryList />;
}
