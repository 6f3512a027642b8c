import DelayList from '../../features/delivery-delay/DelayList';

/** Delivery delay applications (issue 20): the factory asks to move a delivery date; the customer answers. */
export default function DeliveryDelayApplicationPage() {
  return <DelayList />;
}
