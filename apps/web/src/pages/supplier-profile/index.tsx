import SupplierList from '../../features/supplier/SupplierList';

/** The supplier master (issue 19): the factory's approved and suspended suppliers; a supplier sees the files that are it. */
export default function SupplierProfilePage() {
  return <SupplierList scope="master" detailPath="supplier-profile-detail" />;
}
