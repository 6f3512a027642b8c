import WorkOrderBoard from '../../features/work-order/WorkOrderBoard';

/** Complaints about one of the customer's orders (the seven types of spec 02 §3), with photos, and their handling. */
export default function ComplaintListPage() {
  return <WorkOrderBoard kind="complaint" newKinds={['complaint']} defaultSide="all" testId="complaint-list" />;
}
