import RecordList from '../../features/quality-record/RecordList';

/** Poor quality records (issue 20): the customer's complaints on deliveries and the factory's 8D answers. */
export default function PoorQualityRecordPage() {
  return <RecordList />;
}
