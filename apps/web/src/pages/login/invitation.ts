import { pendingLoginValue } from '../../stores/stored-values';

/** The third-party / invitation parameters of spec 01 §2.4, kept and passed on to registration. */
export const INVITATION_PARAMS = ['enterpriseuid', 'flag', 'tenantid', 'type', 'usertype'] as const;

export function invitationOf(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const name of INVITATION_PARAMS) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept;
}

/** `/login?to_regist=1&…invitation` — the registration view of the login card. */
export function registerLink(params: URLSearchParams): string {
  const query = invitationOf(params);
  query.set('to_regist', '1');
  const redirect = params.get('redirect');
  if (redirect) query.set('redirect', redirect);
  return `/login?${query.toString()}`;
}

/** The login answer waiting for an enterprise choice, kept for the `to_select` view of this browser tab. */
export function keepPendingChoice(answer: unknown): void {
  pendingLoginValue.set(answer);
}

export function pendingChoice<T>(): T | null {
  return pendingLoginValue.get<T>();
}
