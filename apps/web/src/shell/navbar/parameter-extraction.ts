import type { StoredSession } from '../../stores/session';

/**
 * The link to the external parameter-extraction tool (spec 01 §2.6): the configured address with the enterprise
 * uid, staff uid, phone and staff name of the signed-in person added to its query.
 */
export function parameterExtractionLink(
  base: string,
  session: Pick<StoredSession, 'enterprise_uid' | 'staff_uid' | 'user_phone' | 'staff_name'>,
): string {
  const url = new URL(base);
  url.searchParams.set('enterprise_uid', session.enterprise_uid);
  url.searchParams.set('staff_uid', session.staff_uid);
  url.searchParams.set('phone', session.user_phone ?? '');
  url.searchParams.set('staff_name', session.staff_name);
  return url.toString();
}
