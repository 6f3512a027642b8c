import { useSearchParams } from 'react-router';
import StatementView from '../../features/customer-billing/StatementView';

/** One customer statement (`?no=`): lines, sums, answers, Excel and PDF. */
export default function CustomerStatementDetailPage() {
  const [search] = useSearchParams();
  return <StatementView no={search.get('no') ?? ''} />;
}
