import { useSearchParams } from 'react-router';
import ChangeList from '../../features/customer-change/ChangeList';
import ChangeView from '../../features/customer-change/ChangeView';

/** One customer change (`?no=`, the bell's link); without a number, the list (the customer's way in from its orders). */
export default function CustomerChangeDetailPage() {
  const [search] = useSearchParams();
  const no = search.get('no');
  return no ? <ChangeView no={no} /> : <ChangeList />;
}
