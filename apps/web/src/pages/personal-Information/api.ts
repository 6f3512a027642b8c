import { refreshJoinedEnterprises } from '../../shell/session/joined-enterprises';
import type { Answer, Body, Schemas } from '../../api/contract';
import { get, post, call } from '../../api/http';
import { fetchAuthInfo } from '../../api/session';
import { sessionStore } from '../../stores/session';

export type Profile = Schemas['Profile'];

export const fetchProfile = () => get<Profile>('profile');
export const saveProfile = (change: Body<'/api/profile', 'patch'>) => call<Profile>('PATCH', 'profile', change);
export const setAvatar = (file_id: string) =>
  post<Answer<'/api/profile/avatar', 'post'>>('profile/avatar', { file_id });

/** Modify phone (spec 02 §4): answer codes 1 success, 0/2/5 error, 3/4 neutral. */
export const checkPassword = (password: string) => post<null>('service/checkpassword', { password }, { silent: true });
export const sendPhoneCode = (phone_area_code: string, phone_num: string) =>
  post<Answer<'/api/service/phonecode', 'post'>>('service/phonecode', { phone_area_code, phone_num }, { silent: true });
export const updatePhone = (phone_area_code: string, phone_num: string, verify_code: string) =>
  post<Answer<'/api/service/phoneupdate', 'post'>>(
    'service/phoneupdate',
    { phone_area_code, phone_num, verify_code },
    { silent: true },
  );

/** Personal join company: the enterprise number and a code sent to the account's own phone. */
export const sendJoinCode = (phone_area_code: string, phone_num: string) =>
  post<Answer<'/api/service/alimessagecode', 'post'>>('service/alimessagecode', {
    phone_area_code,
    phone_num,
    template_type: 'join_enterprise',
  });
export const joinCompany = (cimforceNoEnter: string, verifyCode: string) =>
  post<Answer<'/api/service/joinenterprise', 'post'>>(
    'service/joinenterprise',
    { joined: '1', cimforceNoEnter, verifyCode },
    { silent: true },
  );

/** A partner invitation addressed to the caller's enterprise. */
export type PartnerInvitation = Schemas['PartnerInvitation'];

export const incomingInvitations = () =>
  get<Answer<'/api/enterprise/partner-invitations/incoming', 'get'>>('enterprise/partner-invitations/incoming');
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

/** After a join or an accepted invitation: the navbar, and the new enterprise in the switch list. */
export async function refreshAfterJoining(): Promise<void> {
  await refreshAuthInfo();
  await refreshJoinedEnterprises();
}

/** Staff invitations addressed to this account's phone: nobody becomes staff without accepting. */
export type MyStaffInvitation = Schemas['MyStaffInvitation'];

export const myStaffInvitations = () => get<Answer<'/api/my/staff-invitations', 'get'>>('my/staff-invitations');
export const decideStaffInvitation = (uid: string, action: 'accept' | 'decline') =>
  post<Answer<'/api/my/staff-invitations/{uid}/accept', 'post'> | null>(
    `my/staff-invitations/${encodeURIComponent(uid)}/${action}`,
  );
