import { CLIENT_TYPE } from '@pcbunion/core';
import { post, type CallOptions } from './http';

export interface JoinedEnterprise {
  enterprise_uid: string;
  enterprise_name: string;
  enterprise_kind: string;
  department: string | null;
  staff_uid: string;
  staff_name: string;
}

export interface LoginAnswer {
  sessionID: string;
  usercode: string;
  productid: string;
  joined_enterprise_info: JoinedEnterprise[];
  user_role_info: { role_no: string }[];
  choose_enterprise: boolean;
}

export interface LoginPayload {
  login_type: 'phone' | 'email' | 'jobnumber';
  login_password: string;
  phone_area_code?: string;
  login_phone?: string;
  login_email?: string;
  login_jobnumber?: string;
  /** The secret stored at start-up (spec 01 §2.4), when there is one. */
  mac?: string;
}

export interface MenuEntry {
  menu_no: number;
  parent_no: number;
  menu_name: string;
  menu_names: Record<string, string>;
  package_url: string | null;
  is_show: boolean;
  auth_code: number;
  icon: string | null;
}

export interface AuthUser {
  user_uid: string;
  staff_uid: string;
  staff_name: string;
  enterprise_uid: string;
  enterprise_name: string;
  enterprise_kind: string;
  expires_on: string | null;
  satff_member: 0 | 1;
  is_admin: boolean;
  phone?: string | null;
  avatar?: string | null;
}

export interface AuthInfo {
  menus: MenuEntry[];
  roles: { role_no: string }[];
  role_no: string;
  usercode: string;
  user: AuthUser;
}

export interface EnteredEnterprise {
  sessionID: string;
  usercode: string;
  user_role_info: { role_no: string }[];
}

export const login = (payload: LoginPayload, options?: CallOptions) =>
  post<LoginAnswer>('service/login', payload, { ...options, signIn: true });
export const enterEnterprise = (
  enterprise: Pick<JoinedEnterprise, 'enterprise_uid' | 'staff_uid'>,
  options?: CallOptions,
) =>
  post<EnteredEnterprise>(
    'login',
    { enterprise_uid: enterprise.enterprise_uid, staff_uid: enterprise.staff_uid, ip: location.hostname },
    options,
  );
export const fetchAuthInfo = (options?: CallOptions) =>
  post<AuthInfo>('atom/auth-info1', { clienttype: CLIENT_TYPE, ip: location.hostname }, { ...options, readOnly: true });
export const logout = () => post<null>('atom/logout', {}, { silent: true });
