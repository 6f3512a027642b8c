import { useSession } from '../../stores/session';
import WorkOrderBoard from '../../features/work-order/WorkOrderBoard';

/**
 * /want-consult (spec 01 §2.5, spec 02 §6): a member asks the platform or a factory a question and follows the
 * answers; a staff member of the consult queue (the bell brings them here) sees the consultations to answer first.
 */
export default function WantConsultPage() {
  const { session } = useSession();
  return (
    <WorkOrderBoard
      kind="consult"
      newKinds={['consult']}
      defaultSide={session?.satff_member === 1 ? 'staff' : 'customer'}
      testId="want-consult"
    />
  );
}
