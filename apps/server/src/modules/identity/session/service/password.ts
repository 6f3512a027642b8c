import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import { accounts } from '../../../../db/schema/index.js';
import { hashPassword, verifyPassword } from '../../../../platform/session/password.js';
import { revokeAccountSessions } from '../../../../platform/session/session-store.js';
import { recordAudit } from '../../../../platform/audit.js';

export type PasswordChange =
  | { outcome: 'changed'; endedSessions: string[] }
  | { outcome: 'userNotFound' }
  | { outcome: 'oldPasswordWrong' }
  | { outcome: 'changedMeanwhile' };

/**
 * Changes the signed-in account's own password (spec 01 §7 updatepassword). On success, in one transaction:
 * the new scrypt hash (compare-and-set on the old one), every session of the account ended
 * (`password_changed`) and an audit entry that never holds a password or a hash.
 */
export async function changeOwnPassword(
  db: Database,
  caller: { accountUid: string; enterpriseUid: string | null },
  input: { oldPassword: string; newPassword: string; ip?: string },
): Promise<PasswordChange> {
  const [account] = await db
    .select({ passwordHash: accounts.passwordHash, status: accounts.status })
    .from(accounts)
    .where(eq(accounts.uid, caller.accountUid))
    .limit(1);
  if (!account || account.status !== 'active' || !account.passwordHash) return { outcome: 'userNotFound' };
  if (!(await verifyPassword(input.oldPassword, account.passwordHash))) return { outcome: 'oldPasswordWrong' };
  const newHash = await hashPassword(input.newPassword);

  return db.transaction(async (tx) => {
    const updated = await tx
      .update(accounts)
      .set({ passwordHash: newHash })
      .where(and(eq(accounts.uid, caller.accountUid), eq(accounts.passwordHash, account.passwordHash!)))
      .returning({ uid: accounts.uid });
    if (updated.length === 0) return { outcome: 'changedMeanwhile' } as const;
    const endedSessions = await revokeAccountSessions(tx, caller.accountUid, 'password_changed');
    await recordAudit(tx, {
      actorAccountUid: caller.accountUid,
      enterpriseUid: caller.enterpriseUid,
      entity: 'account',
      entityUid: caller.accountUid,
      action: 'password_changed',
      after: { sessions_ended: endedSessions.length },
      ip: input.ip,
    });
    return { outcome: 'changed', endedSessions } as const;
  });
}
