import type { Database } from '../../../../db/client.js';
import { currentSessionUid, findSessionByToken } from '../../../../platform/session/session-store.js';
import type { SessionEndReason } from '../session.schema.js';

export type StoredSession = NonNullable<Awaited<ReturnType<typeof findSessionByToken>>>;

/** The session behind the cookie, live or ended, or null when the cookie names none. */
export async function sessionOfCookie(db: Database, token: string | undefined): Promise<StoredSession | null> {
  return token ? findSessionByToken(db, token) : null;
}

/**
 * verify_login (spec 01 §7/§8): the id of the account's current live session for this client type.
 * When the caller's own session was replaced it is the newer one, so the client sees it differs from its own.
 */
export async function verifyLogin(db: Database, session: StoredSession): Promise<{ sessionid: string | null }> {
  return { sessionid: await currentSessionUid(db, session.accountUid, session.clientType) };
}

/** polling-login: whether the session is live and, if not, why it ended. */
export function sessionState(
  session: StoredSession,
  now = new Date(),
): { active: boolean; reason: SessionEndReason | null } {
  if (session.revokedAt) return { active: false, reason: session.revokedReason ?? 'logout' };
  if (session.expiresAt <= now) return { active: false, reason: 'expired' };
  return { active: true, reason: null };
}
