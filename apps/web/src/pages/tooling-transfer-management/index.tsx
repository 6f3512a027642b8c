import TransferList from '../../features/tooling/TransferList';

/** Tooling transfers between factories (issue 20). */
export default function ToolingTransferManagementPage() {
  return <TransferList />;
}
