import DeliveryForm from '../../features/sales/DeliveryForm';

/** New delivery notice (issue 20): when, where, and which parts of released sales notices. */
export default function DeliveryNoticeAddPage() {
  return <DeliveryForm />;
}
