import AuditLogList from '../../features/audit-log/AuditLogList';

/** The audit log (menu audit-log): an enterprise's admins read who did what; the platform operator, everyone's. */
export default function AuditLogPage() {
  return <AuditLogList />;
}
