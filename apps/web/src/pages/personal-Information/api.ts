import { get, post, call } from '../../api/http';
import { fetchAuthInfo, type JoinedEnterprise } from '../../api/session';
import { sessionStore } from '../../stores/session';

export interface Profile {
  user_uid: string;
  user_no: string;
  name: string;
  phone_area_code: string | null;
  phone: string | null;
  email: string | null;
  avatar: string | null;
  created_at: string;
  enterprises: (JoinedEnterprise & { is_admin: boolean })[];
}

export const fetchProfile = () => get<Profile>('profile');
export const saveProfile = (change: { name?: string; email?: string | null }) =>
  call<Profile>('PATCH', 'profile', change);
export const setAvatar = (file_id: string) => post<{ avatar: string }>('profile/avatar', { file_id });

/** Modify phone (spec 02 §4): answer codes 1 success, 0/2/5 error, 3/4 neutral. */
export const checkPassword = (password: string) => post<null>('service/checkpassword', { password }, { silent: true });
export const sendPhoneCode = (phone_area_code: string, phone_num: string) =>
  post<null>('service/phonecode', { phone_area_code, phone_num }, { silent: true });
export const updatePhone = (phone_area_code: string, phone_num: string, verify_code: string) =>
  post<{ phone: string }>('service/phoneupdate', { phone_area_code, phone_num, verify_code }, { silent: true });

/** Personal join company: the enterprise number and a code sent to the account's own phone. */
export const sendJoinCode = (phone_area_code: string, phone_num: string) =>
  post<null>('service/alimessagecode', { phone_area_code, phone_num, template_type: 'join_enterprise' });
export const joinCompany = (cimforceNoEnter: string, verifyCode: string) =>
  post<{ enterprise_name: string }>(
    'service/joinenterprise',
    { joined: '1', cimforceNoEnter, verifyCode },
    { silent: true },
  );

export interface PartnerInvitation {
  uid: string;
  status: 'pending' | 'accepted' | 'declined' | 'revoked';
  enterprise_name: string;
  enterprise_no: string;
  enterprise_kind: string;
  created_at: string;
}

export const incomingInvitations = () => get<{ data: PartnerInvitation[] }>('enterprise/partner-invitations/incoming');
export const decideInvitation = (uid: string, action: 'accept' | 'decline') =>
  post<PartnerInvitation>(`enterprise/partner-invitations/${uid}/${action}`);

/** Reloads auth-info1 so the navbar shows the changed name, phone or avatar. */
export async function refreshAuthInfo(): Promise<void> {
  try {
    sessionStore.setAuthInfo(await fetchAuthInfo({ silent: true }));
  } catch {
    // the session checks handle a lost session
  }
}

/** Staff invitations addressed to this account's phone: nobody becomes staff without accepting. */
export interface MyStaffInvitation {
  uid: string;
  enterprise_uid: string;
  enterprise_name: string;
  enterprise_no: string;
  enterprise_kind: string;
  staff_name: string | null;
  department: string | null;
  expires_at: string;
  created_at: string;
}

export const myStaffInvitations = () => get<{ data: MyStaffInvitation[]; total: number }>('my/staff-invitations');
export const decideStaffInvitation = (uid: string, action: 'accept' | 'decline') =>
  post<{ enterprise_name: string } | null>(`my/staff-invitations/${encodeURIComponent(uid)}/${action}`);
