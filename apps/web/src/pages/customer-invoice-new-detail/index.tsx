import { useSearchParams } from 'react-router';
import ApplicationView from '../../features/customer-billing/ApplicationView';

/** One invoice application (`?no=`): marked issued, or made into a customer invoice. */
export default function CustomerInvoiceNewDetailPage() {
  const [search] = useSearchParams();
  return <ApplicationView no={search.get('no') ?? ''} />;
}
