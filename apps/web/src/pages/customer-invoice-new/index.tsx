import ApplicationList from '../../features/customer-billing/ApplicationList';

/** Customer invoicing (issue 20): the customers' invoice applications on their orders. */
export default function CustomerInvoiceNewPage() {
  return <ApplicationList />;
}
