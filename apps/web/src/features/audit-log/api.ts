import type { Schemas } from '../../api/contract';
import { get, identifiedApiUrl } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The audit log calls of issue 33 (apps/server/src/modules/audit-log). */
export type AuditRow = Schemas['AuditRow'];
export type AuditChoices = Schemas['AuditChoices'];
export type AuditChainCheck = Schemas['AuditChainCheck'];

export const listAudit = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<AuditRow>>(`admin/audit?${queryString(p)}`);
export const fetchAuditChoices = () => get<AuditChoices>('admin/audit/choices');
export const verifyAuditChain = () => get<AuditChainCheck>('admin/audit/verify');
/** The search as Excel (the server caps the rows). */
export const auditExportUrl = (filters: Record<string, unknown>) =>
  identifiedApiUrl(`admin/audit/export?${queryString(filters)}`);
