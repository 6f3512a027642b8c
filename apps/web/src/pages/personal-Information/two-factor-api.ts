import type { Answer, Body } from '../../api/contract';
import { get, post } from '../../api/http';

/** Two-factor sign-in on the profile (issue 33): status, enrolment, turning off, forgetting trusted browsers. */
export type TwoFactorStatus = Answer<'/api/profile/two-factor', 'get'>;
export type TwoFactorEnrolment = Answer<'/api/profile/two-factor/begin', 'post'>;

export const fetchTwoFactor = () => get<TwoFactorStatus>('profile/two-factor');
export const beginTwoFactor = () => post<TwoFactorEnrolment>('profile/two-factor/begin', {});
export const confirmTwoFactor = (code: string) =>
  post<Answer<'/api/profile/two-factor/confirm', 'post'>>('profile/two-factor/confirm', { code });
export const disableTwoFactor = (proof: Body<'/api/profile/two-factor/disable', 'post'>) =>
  post<TwoFactorStatus>('profile/two-factor/disable', proof);
export const forgetTrustedBrowsers = () =>
  post<Answer<'/api/profile/two-factor/forget-browsers', 'post'>>('profile/two-factor/forget-browsers', {});
