import { call, get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';

/** Staff management (docs/accounts.md): every call is scoped to the caller's enterprise by the server. */
export interface StaffRow {
  staff_uid: string;
  staff_name: string;
  job_number: string | null;
  department: string | null;
  is_admin: boolean;
  staff_member: 0 | 1;
  status: 'active' | 'disabled';
  created_at: string;
  user_uid: string;
  user_no: string;
  phone_area_code: string | null;
  phone: string | null;
  email: string | null;
}

const query = (params: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

export const listStaff = (params: PageParams & Record<string, unknown>) =>
  get<PageAnswer<StaffRow>>(`staff?${query(params)}`);
export const departments = () => get<string[]>('staff/departments');
export const staffDetail = (uid: string) => get<StaffRow>(`staff/${encodeURIComponent(uid)}`);

export interface NewStaff {
  phone_area_code: string;
  phone: string;
  staff_name: string;
  department?: string;
  job_number?: string;
  staff_member?: boolean;
}

/** "Add staff" sends an invitation: the person becomes staff when they accept it. */
export const addStaff = (body: NewStaff) => post<{ invitation: StaffInvitation; enterprise_no: string }>('staff', body);
export const updateStaff = (
  uid: string,
  change: Partial<Pick<StaffRow, 'staff_name' | 'department' | 'job_number'>> & {
    staff_member?: boolean;
    is_admin?: boolean;
  },
) => call<StaffRow>('PATCH', `staff/${encodeURIComponent(uid)}`, change);
export const setStaffStatus = (uid: string, action: 'disable' | 'enable') =>
  post<StaffRow>(`staff/${encodeURIComponent(uid)}/${action}`);

export interface PermissionTree {
  staff_uid: string;
  staff_name: string;
  is_admin: boolean;
  menus: {
    menu_no: number;
    parent_no: number;
    menu_name: string;
    package_url: string | null;
    auth_code: number;
    is_show: boolean;
  }[];
  granted: number[];
  grantable: number[];
}

export const permissions = (uid: string) => get<PermissionTree>(`staff/${encodeURIComponent(uid)}/permissions`);
export const savePermissions = (uid: string, auth_codes: number[]) =>
  call<{ granted: number[] }>('PUT', `staff/${encodeURIComponent(uid)}/permissions`, { auth_codes });

export interface StaffInvitation {
  uid: string;
  phone_area_code: string;
  phone: string;
  staff_name: string | null;
  department: string | null;
  status: 'pending' | 'accepted' | 'revoked' | 'expired';
  expires_at: string;
  created_at: string;
}

export const listInvitations = (params: PageParams) =>
  get<PageAnswer<StaffInvitation>>(`staff/invitations?${query({ ...params })}`);
export const inviteStaff = (body: {
  phone_area_code: string;
  phone: string;
  staff_name?: string;
  department?: string;
}) => post<{ enterprise_no: string }>('staff/invitations', body);
export const revokeInvitation = (uid: string) => post<null>(`staff/invitations/${encodeURIComponent(uid)}/revoke`);
