import type { Answer, Body, Schemas } from '../../api/contract';
import { get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';

export type InviteLink = Schemas['InviteLink'];

const query = (p: PageParams) =>
  new URLSearchParams(
    Object.entries(p)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();

export const listLinks = (p: PageParams) => get<PageAnswer<InviteLink>>(`community/invite-links?${query(p)}`);
export const createLink = (body: Body<'/api/community/invite-links', 'post'>) =>
  post<InviteLink>('community/invite-links', body);
export const revokeLink = (uid: string) => post<InviteLink>(`community/invite-links/${encodeURIComponent(uid)}/revoke`);

/** A partner invitation the caller's enterprise sent (the list's row). */
export type SentInvitation = Schemas['PartnerInvitation'];

export const listSupplierInvitations = (p: PageParams) =>
  get<PageAnswer<SentInvitation>>(`enterprise/partner-invitations?${query(p)}`);
export const inviteSupplier = (supplier_enterprise_no: string) =>
  post<Answer<'/api/enterprise/partner-invitations', 'post'>>('enterprise/partner-invitations', {
    supplier_enterprise_no,
  });
export const revokeSupplierInvitation = (uid: string) =>
  post<null>(`enterprise/partner-invitations/${encodeURIComponent(uid)}/revoke`);
