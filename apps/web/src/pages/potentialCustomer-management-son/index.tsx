import { useSearchParams } from 'react-router';
import LeadView from '../../features/customer/LeadView';

/** One lead (`?no=`): follow-ups, stage and the customer it became. */
export default function PotentialCustomerDetailPage() {
  const [search] = useSearchParams();
  return <LeadView no={search.get('no') ?? ''} />;
}
