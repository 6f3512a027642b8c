import { useSearchParams } from 'react-router';
import TransferList from '../../features/tooling/TransferList';
import TransferView from '../../features/tooling/TransferView';

/** One tooling transfer (`?no=`, the bell's link); without a number, the list. */
export default function ToolingTransferManagementDetailsPage() {
  const [search] = useSearchParams();
  const no = search.get('no');
  return no ? <TransferView no={no} /> : <TransferList />;
}
