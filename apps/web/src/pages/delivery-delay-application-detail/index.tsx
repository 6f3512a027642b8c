import { useSearchParams } from 'react-router';
import DelayList from '../../features/delivery-delay/DelayList';
import DelayView from '../../features/delivery-delay/DelayView';

/** One delay application (`?no=`, the bell's link): the dates, the reason, the answer; without a number, the list (the customer's way in). */
export default function DeliveryDelayApplicationDetailPage() {
  const [search] = useSearchParams();
  const no = search.get('no');
  return no ? <DelayView no={no} /> : <DelayList />;
}
