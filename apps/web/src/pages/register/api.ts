import type { VerifyPurpose } from '@pcbunion/core';
import type { Answer, Body, Schemas } from '../../api/contract';
import { get, post } from '../../api/http';

/** The registration and recovery services of the gateway (spec 01 §7; docs/accounts.md). Errors show the server message. */
export interface CodeTarget {
  phone_area_code?: string;
  phone_num?: string;
  email?: string;
}

export const sendCode = (target: CodeTarget, template_type: Exclude<VerifyPurpose, 'change_phone' | 'erase_account'>) =>
  post<Answer<'/api/service/alimessagecode', 'post'>>('service/alimessagecode', { ...target, template_type });

export type UserRegistration = Body<'/api/service/userregister', 'post'>;

export interface Invitation {
  enterpriseuid: string;
  tenantid: string;
  flag?: string;
}

export const registerUser = (form: UserRegistration) =>
  post<Answer<'/api/service/userregister', 'post'>>('service/userregister', form);
export const registerMember = (form: UserRegistration & Invitation) =>
  post<Answer<'/api/service/memberregister', 'post'>>('service/memberregister', form);

export type BusinessRegistration = Body<'/api/service/businessregister', 'post'>;

export const registerBusiness = (form: BusinessRegistration) =>
  post<Answer<'/api/service/businessregister', 'post'>>('service/businessregister', form);

export type JoinRequest = Body<'/api/service/joinenterprise', 'post'>;

export const joinEnterprise = (form: JoinRequest) =>
  post<Answer<'/api/service/joinenterprise', 'post'>>('service/joinenterprise', form);

export const resetPassword = (form: {
  phone_area_code: string;
  phone_num: string;
  new_password: string;
  re_password: string;
  verify_code: string;
}) => post<null>('service/resetpassword', form);

export type InviteLinkInfo = Schemas['InviteLookup'];

export const inviteLinkInfo = (code: string) =>
  get<InviteLinkInfo>(`community/invite/${encodeURIComponent(code)}`, { silent: true });
