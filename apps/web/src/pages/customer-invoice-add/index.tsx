import { useSearchParams } from 'react-router';
import InvoiceForm from '../../features/customer-billing/InvoiceForm';
import InvoiceView from '../../features/customer-billing/InvoiceView';

/** A customer invoice (`?no=`), or a new one (`?statementNo=` or `?orderNo=&customerUid=` to start from). */
export default function CustomerInvoiceAddPage() {
  const [search] = useSearchParams();
  const no = search.get('no');
  if (no) return <InvoiceView no={no} />;
  return (
    <InvoiceForm
      statementNo={search.get('statementNo') ?? undefined}
      orderNo={search.get('orderNo') ?? undefined}
      customerUid={search.get('customerUid') ?? undefined}
    />
  );
}
