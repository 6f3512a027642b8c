import SupplierDetailView from '../../features/supplier/SupplierDetailView';

/** One potential supplier: its evaluation (scores, evaluator, approve / reject with a reason) and its file. */
export default function PotentialSupplierPage() {
  return <SupplierDetailView />;
}
