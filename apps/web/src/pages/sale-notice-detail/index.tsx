import { useSearchParams } from 'react-router';
import SaleNoticeView from '../../features/sales/SaleNoticeView';

/** A sales notice (`?no=`): what production makes for the order, its state and log. */
export default function SaleNoticeDetailPage() {
  const [search] = useSearchParams();
  return <SaleNoticeView no={search.get('no') ?? ''} />;
}
