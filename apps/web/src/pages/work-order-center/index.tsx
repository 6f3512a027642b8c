import WorkOrderBoard from '../../features/work-order/WorkOrderBoard';

/**
 * /work-order-center (spec 01 §2.5, spec 02 §6): staff work the consultations, complaints and pricing suggestions
 * addressed to their enterprise (assign, reply, internal notes, status, SLA age); what the enterprise filed itself
 * is under "Filed by us".
 */
export default function WorkOrderCenterPage() {
  return <WorkOrderBoard newKinds={['consult']} defaultSide="all" testId="work-order-center" />;
}
