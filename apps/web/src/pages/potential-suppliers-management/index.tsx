import SupplierList from '../../features/supplier/SupplierList';

/** Potential suppliers (issue 19): new files, those under evaluation and those rejected. */
export default function PotentialSuppliersPage() {
  return <SupplierList scope="potential" detailPath="potential-suppliers-management-son" />;
}
