import ToolingForm from '../../features/tooling/ToolingForm';

/** New tooling for a customer (issue 20). */
export default function ToolingCollaborationAddPage() {
  return <ToolingForm />;
}
