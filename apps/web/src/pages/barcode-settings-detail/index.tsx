import { useSearchParams } from 'react-router';
import RuleView from '../../features/barcode/RuleView';

/** One barcode rule (`?no=`): what it prints, its preview and printable sample label, its log. */
export default function BarcodeSettingsDetailPage() {
  const [search] = useSearchParams();
  return <RuleView no={search.get('no') ?? ''} />;
}
