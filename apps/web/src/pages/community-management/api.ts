import { get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';

export interface InviteLink {
  uid: string;
  code: string;
  purpose: 'member' | 'staff';
  max_uses: number;
  use_count: number;
  expires_at: string;
  created_at: string;
  state: 'active' | 'expired' | 'used_up' | 'revoked';
  short_path: string;
  register_path: string;
}

const query = (p: PageParams) =>
  new URLSearchParams(
    Object.entries(p)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();

export const listLinks = (p: PageParams) => get<PageAnswer<InviteLink>>(`community/invite-links?${query(p)}`);
export const createLink = (body: { purpose: 'member' | 'staff'; expires_in_days: number; max_uses: number }) =>
  post<InviteLink>('community/invite-links', body);
export const revokeLink = (uid: string) => post<InviteLink>(`community/invite-links/${encodeURIComponent(uid)}/revoke`);

export interface SentInvitation {
  uid: string;
  status: 'pending' | 'accepted' | 'declined' | 'revoked';
  partner_enterprise_no: string;
  partner_enterprise_name: string;
  created_at: string;
  decided_at: string | null;
}

export const listSupplierInvitations = (p: PageParams) =>
  get<PageAnswer<SentInvitation>>(`enterprise/partner-invitations?${query(p)}`);
export const inviteSupplier = (supplier_enterprise_no: string) =>
  post<SentInvitation>('enterprise/partner-invitations', { supplier_enterprise_no });
export const revokeSupplierInvitation = (uid: string) =>
  post<null>(`enterprise/partner-invitations/${encodeURIComponent(uid)}/revoke`);
