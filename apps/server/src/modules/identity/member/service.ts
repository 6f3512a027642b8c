import { eq } from 'drizzle-orm';
import { checkEmail, checkShortText, firstProblem } from '@pcbunion/core';
import type { Database } from '../../../db/client.js';
import { accounts, memberProfiles } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import type { InEnterprise } from '../../../platform/access/guards.js';
import { recordAudit } from '../../../platform/audit.js';
import { isUniqueViolation } from '../accounts/service/account-factory.js';
import { assertNoProblem } from '../accounts/field-problem.js';
import { isPersonal } from '../registration/service.js';
import { profileMessages } from '../profile/messages.js';
import type { MemberPatch } from '../schemas.js';
import { memberMessages } from './messages.js';
import { balanceOf, walletOf } from '../../../platform/ledger/index.js';

export interface MemberBalance {
  /** Smallest currency unit (fen), as every amount held or owed (DESIGN.md § Data). */
  available: bigint;
  frozen: bigint;
}

/** The member's balance from its wallet in the ledger (available, and frozen by pending withdrawals). */
export async function memberBalance(db: Database, enterpriseUid: string): Promise<MemberBalance> {
  const wallet = await balanceOf(db, walletOf(enterpriseUid));
  return { available: wallet.available, frozen: wallet.frozen };
}

/** Fen to a two-decimal string without floats: 12345n → "123.45". */
export function formatFen(fen: bigint): string {
  const sign = fen < 0n ? '-' : '';
  const abs = fen < 0n ? -fen : fen;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** The member information of the signed-in caller: account, profile, kind and wallet balance. */
export async function memberOf(db: Database, caller: InEnterprise) {
  const [row] = await db
    .select({ account: accounts, profile: memberProfiles })
    .from(accounts)
    .leftJoin(memberProfiles, eq(memberProfiles.accountUid, accounts.uid))
    .where(eq(accounts.uid, caller.accountUid));
  const balance = await memberBalance(db, caller.enterpriseUid);
  const a = row!.account;
  const p = row!.profile;
  return {
    member_no: a.userNo,
    name: a.name,
    phone_area_code: a.phoneAreaCode,
    phone: a.phone,
    email: a.email,
    created_at: a.createdAt,
    birthday: p?.birthday ?? null,
    gender: p?.gender ?? null,
    status: a.status,
    type: (await isPersonal(db, caller.enterpriseUid)) ? ('personal' as const) : ('enterprise' as const),
    wechat_no: p?.wechatNo ?? null,
    qq_no: p?.qqNo ?? null,
    enterprise_name: caller.staff.enterpriseName,
    available_balance: formatFen(balance.available),
    frozen_amount: formatFen(balance.frozen),
  };
}

/** Checks and saves a change of the member information, with its audit; an e-mail in use is 409. */
export async function updateMember(db: Database, caller: InEnterprise, b: MemberPatch, ip: string): Promise<void> {
  assertNoProblem(
    firstProblem([
      ['name', b.name === undefined ? null : checkShortText(b.name)],
      ['email', b.email ? checkEmail(b.email) : null],
    ]),
  );
  for (const field of ['wechat_no', 'qq_no'] as const) {
    if (b[field] && !/^[A-Za-z0-9_-]{1,30}$/.test(b[field]!))
      throw new AppError(400, memberMessages.badContact, { field }, 0, field);
  }
  const before = await memberOf(db, caller);
  try {
    await db.transaction(async (tx) => {
      const accountChange = {
        ...(b.name !== undefined && { name: b.name.trim() }),
        ...(b.email !== undefined && { email: b.email?.trim() || null }),
      };
      if (Object.keys(accountChange).length)
        await tx.update(accounts).set(accountChange).where(eq(accounts.uid, caller.accountUid));
      const profile = {
        ...(b.birthday !== undefined && { birthday: b.birthday }),
        ...(b.gender !== undefined && { gender: b.gender }),
        ...(b.wechat_no !== undefined && { wechatNo: b.wechat_no?.trim() || null }),
        ...(b.qq_no !== undefined && { qqNo: b.qq_no?.trim() || null }),
        updatedAt: new Date(),
      };
      await tx
        .insert(memberProfiles)
        .values({ accountUid: caller.accountUid, ...profile })
        .onConflictDoUpdate({ target: memberProfiles.accountUid, set: profile });
      await recordAudit(tx, {
        actorAccountUid: caller.accountUid,
        enterpriseUid: caller.enterpriseUid,
        entity: 'member',
        entityUid: caller.accountUid,
        action: 'update',
        before,
        after: b,
        ip,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, profileMessages.emailTaken, {}, 0, 'email');
    throw error;
  }
}
