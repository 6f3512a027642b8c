import { Navigate } from 'react-router';
import ToolingForm from '../../features/tooling/ToolingForm';
import { useSession } from '../../stores/session';

/** New tooling for a customer (issue 20): the factory's form; a customer sharing the tooling screen reads its list instead. */
export default function ToolingCollaborationAddPage() {
  const factory = useSession().authInfo?.user.enterprise_kind === 'factory';
  return factory ? <ToolingForm /> : <Navigate to="/tooling-collaboration/index" replace />;
}
