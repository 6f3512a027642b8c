import type { Answer, Body, Schemas } from '../../api/contract';
import { call, get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';

/** Staff management (docs/accounts.md): every call is scoped to the caller's enterprise by the server. */
export type StaffRow = Schemas['StaffMember'];

const query = (params: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

export const listStaff = (params: PageParams & Record<string, unknown>) =>
  get<PageAnswer<StaffRow>>(`staff?${query(params)}`);
export const departments = () => get<Answer<'/api/staff/departments', 'get'>>('staff/departments');
export const staffDetail = (uid: string) => get<StaffRow>(`staff/${encodeURIComponent(uid)}`);

export type NewStaff = Body<'/api/staff', 'post'>;

/** "Add staff" sends an invitation: the person becomes staff when they accept it. */
export const addStaff = (body: NewStaff) => post<Answer<'/api/staff', 'post'>>('staff', body);
export const updateStaff = (uid: string, change: Body<'/api/staff/{uid}', 'patch'>) =>
  call<StaffRow>('PATCH', `staff/${encodeURIComponent(uid)}`, change);
export const setStaffStatus = (uid: string, action: 'disable' | 'enable') =>
  post<StaffRow>(`staff/${encodeURIComponent(uid)}/${action}`);

export type PermissionTree = Schemas['StaffPermissions'];

export const permissions = (uid: string) => get<PermissionTree>(`staff/${encodeURIComponent(uid)}/permissions`);
export const savePermissions = (uid: string, auth_codes: number[]) =>
  call<Answer<'/api/staff/{uid}/permissions', 'put'>>('PUT', `staff/${encodeURIComponent(uid)}/permissions`, {
    auth_codes,
  });

export type StaffInvitation = Schemas['StaffInvitation'];

export const listInvitations = (params: PageParams) =>
  get<PageAnswer<StaffInvitation>>(`staff/invitations?${query({ ...params })}`);
export const inviteStaff = (body: Body<'/api/staff/invitations', 'post'>) =>
  post<Answer<'/api/staff/invitations', 'post'>>('staff/invitations', body);
export const revokeInvitation = (uid: string) => post<null>(`staff/invitations/${encodeURIComponent(uid)}/revoke`);
