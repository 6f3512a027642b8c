import TransferList from '../../features/production-transfer/TransferList';

/** Production transfers (outsourcing) between factories (issue 20). */
export default function TransferManagementPage() {
  return <TransferList />;
}
