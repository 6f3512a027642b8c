import InvoiceList from '../../features/customer-billing/InvoiceList';

/** Customer invoices (issue 20): issued against confirmed statements or orders, never beyond what was delivered. */
export default function CustomerInvoicePage() {
  return <InvoiceList />;
}
