import { eq, and } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import { accountIdentities, accounts } from '../../../../db/schema/index.js';
import { recordAudit } from '../../../../platform/audit.js';
import { createAccount, createPersonalEnterprise, isUniqueViolation } from '../../accounts/service/account-factory.js';

/** The longest account name the profile accepts (spec 01 §5: a text field of 1 to 10 characters). */
const NAME_MAX = 10;

export type WeChatAccount = { accountUid: string; userNo: string; created: boolean } | { refused: 'disabled' };

async function linkedAccount(db: Database, subject: string) {
  const [row] = await db
    .select({ uid: accounts.uid, userNo: accounts.userNo, status: accounts.status })
    .from(accountIdentities)
    .innerJoin(accounts, eq(accounts.uid, accountIdentities.accountUid))
    .where(and(eq(accountIdentities.provider, 'wechat'), eq(accountIdentities.subject, subject)));
  return row ?? null;
}

/**
 * The account a WeChat identity signs in to. The first sign-in creates a WeChat-only account (no phone, no
 * password) with a personal customer enterprise, as a phone registration without invitation does; binding a
 * phone later (profile) lets it register a business or take invitations sent to that number.
 */
export async function accountForWeChat(
  db: Database,
  person: { subject: string; displayName?: string },
  context: { defaultName: string; ip: string },
): Promise<WeChatAccount> {
  const found = await linkedAccount(db, person.subject);
  if (found)
    return found.status === 'active'
      ? { accountUid: found.uid, userNo: found.userNo, created: false }
      : { refused: 'disabled' };
  const name = [...(person.displayName || context.defaultName)].slice(0, NAME_MAX).join('');
  try {
    return await db.transaction(async (tx) => {
      const account = await createAccount(tx, { name, phone: null, email: null, password: null });
      await tx
        .insert(accountIdentities)
        .values({ provider: 'wechat', subject: person.subject, accountUid: account.uid });
      const enterprise = await createPersonalEnterprise(tx, { uid: account.uid, name });
      await recordAudit(tx, {
        actorAccountUid: account.uid,
        enterpriseUid: enterprise.uid,
        entity: 'account',
        entityUid: account.uid,
        action: 'register_wechat',
        after: { user_no: account.userNo, by: 'wechat' },
        ip: context.ip,
      });
      return { accountUid: account.uid, userNo: account.userNo, created: true };
    });
  } catch (error) {
    // The same person's second callback in the same instant: the first one's account stands.
    const raced = isUniqueViolation(error) ? await linkedAccount(db, person.subject) : null;
    if (raced?.status === 'active') return { accountUid: raced.uid, userNo: raced.userNo, created: false };
    throw error;
  }
}

/** Links WeChat to a signed-in account; false when that WeChat already belongs to another account. */
export async function linkWeChat(db: Database, accountUid: string, subject: string): Promise<boolean> {
  await db.insert(accountIdentities).values({ provider: 'wechat', subject, accountUid }).onConflictDoNothing();
  const found = await linkedAccount(db, subject);
  return found?.uid === accountUid;
}

/** Whether the account signs in by WeChat only: no phone, no e-mail, no password. */
export async function weChatStanding(db: Database, accountUid: string) {
  const [account] = await db
    .select({ phone: accounts.phone, email: accounts.email, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.uid, accountUid));
  const [linked] = await db
    .select({ subject: accountIdentities.subject })
    .from(accountIdentities)
    .where(and(eq(accountIdentities.provider, 'wechat'), eq(accountIdentities.accountUid, accountUid)))
    .limit(1);
  return {
    wechat_linked: !!linked,
    wechat_only: !!linked && !account?.phone && !account?.email && !account?.passwordHash,
    has_phone: !!account?.phone,
  };
}
