import { useSearchParams } from 'react-router';
import TransferForm from '../../features/production-transfer/TransferForm';
import TransferView from '../../features/production-transfer/TransferView';

/** A new production transfer, or one transfer with `?no=` (the bell's link). */
export default function TransferManagementAddPage() {
  const [search] = useSearchParams();
  const no = search.get('no');
  return no ? <TransferView no={no} /> : <TransferForm />;
}
