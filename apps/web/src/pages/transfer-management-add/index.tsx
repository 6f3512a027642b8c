import { Navigate, useSearchParams } from 'react-router';
import TransferForm from '../../features/production-transfer/TransferForm';
import TransferView from '../../features/production-transfer/TransferView';
import { useSession } from '../../stores/session';

/** A new production transfer (the factory's), or one transfer with `?no=` (the bell's link; the customer reads its own). */
export default function TransferManagementAddPage() {
  const [search] = useSearchParams();
  const factory = useSession().authInfo?.user.enterprise_kind === 'factory';
  const no = search.get('no');
  if (no) return <TransferView no={no} />;
  return factory ? <TransferForm /> : <Navigate to="/transfer-management/index" replace />;
}
