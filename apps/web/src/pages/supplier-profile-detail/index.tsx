import SupplierDetailView from '../../features/supplier/SupplierDetailView';

/** One supplier of the master: data, contacts, qualification documents with expiry, evaluations, log. */
export default function SupplierProfileDetailPage() {
  return <SupplierDetailView />;
}
