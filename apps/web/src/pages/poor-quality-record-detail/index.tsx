import { useSearchParams } from 'react-router';
import RecordList from '../../features/quality-record/RecordList';
import RecordView from '../../features/quality-record/RecordView';

/** One poor quality record (`?no=`, the bell's link); without a number, the list (the customer's way in from its orders). */
export default function PoorQualityRecordDetailPage() {
  const [search] = useSearchParams();
  const no = search.get('no');
  return no ? <RecordView no={no} /> : <RecordList />;
}
