import { CLIENT_TYPE } from '@pcbunion/core';
import type { Body, Schemas } from './contract';
import { post, type CallOptions } from './http';

export type JoinedEnterprise = Schemas['JoinedEnterprise'];

export type LoginAnswer = Schemas['LoginAnswer'];

/** The login form as sent (`mac`: the secret stored at start-up, spec 01 §2.4, when there is one). */
export type LoginPayload = Body<'/api/service/login', 'post'>;

export type MenuEntry = Schemas['MenuEntry'];

export type AuthUser = Schemas['AuthUser'];

export type AuthInfo = Schemas['AuthInfo'];

export type EnteredEnterprise = Schemas['EnteredEnterprise'];

/** The password step's answer for an account with two-factor on: the challenge of the code step (issue 33). */
export type TwoFactorChallenge = Schemas['TwoFactorChallenge'];

/** The password step's answer for a person a two-factor policy covers who has not set it up (issue 33). */
export type TwoFactorSetupRequired = Schemas['TwoFactorSetupRequired'];
export type TwoFactorSetupSignIn = Schemas['TwoFactorSetupSignIn'];

export const login = (payload: LoginPayload, options?: CallOptions) =>
  post<LoginAnswer | TwoFactorChallenge | TwoFactorSetupRequired>('service/login', payload, {
    ...options,
    signIn: true,
  });

/** The enrolment a policy forces: its key (QR) for the setup ticket, then the first code, which signs in. */
export const beginForcedEnrolment = (setup_ticket: string) =>
  post<Schemas['TwoFactorEnrolment']>('login/two-factor-setup/begin', { setup_ticket }, { silent: true });
export const confirmForcedEnrolment = (setup_ticket: string, code: string) =>
  post<TwoFactorSetupSignIn>('login/two-factor-setup/confirm', { setup_ticket, code }, { signIn: true });

/** The code step: the challenge and a current code (or a recovery code); answers as the password step would have. */
export const signInWithCode = (payload: Body<'/api/login/two-factor', 'post'>, options?: CallOptions) =>
  post<LoginAnswer>('login/two-factor', payload, { ...options, signIn: true });
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
/** Fetch joined enterprises (spec 02 §7): the account's enterprises as of now, not as of its login. */
export const fetchJoinedEnterprises = (
  account: Pick<NonNullable<Body<'/api/service/joined-enterprises', 'post'>>, 'phone_area_code' | 'phone'>,
  options?: CallOptions,
) =>
  post<Schemas['JoinedEnterprises']>(
    'service/joined-enterprises',
    { ...account, login_type: 'phone' },
    { ...options, readOnly: true },
  ).then((answer) => answer.joined_enterprise_info);
export const logout = () => post<null>('atom/logout', {}, { silent: true });
