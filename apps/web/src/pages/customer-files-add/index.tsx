import { useSearchParams } from 'react-router';
import CustomerForm from '../../features/customer/CustomerForm';

/** A new customer file, or the one named by `?uid=` (shown and changed here, with its log). */
export default function CustomerFileAddPage() {
  const [search] = useSearchParams();
  return <CustomerForm uid={search.get('uid') ?? ''} />;
}
