import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { accounts, enterprises, staff, staffInvitations } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { LANGUAGES } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import { findAccountByPhone } from '../accounts/service/account-factory.js';
import { recordAudit } from '../../../platform/audit.js';
import { staffMessages as M } from './messages.js';
import type { InEnterprise } from '../../../platform/access/guards.js';

export interface InvitationFields {
  phoneAreaCode: string;
  phone: string;
  staffName?: string | null | undefined;
  department?: string | null | undefined;
  jobNumber?: string | null | undefined;
  staffMember?: boolean | undefined;
  expiresInDays: number;
}

/** Where the invited person accepts or declines (the bell's message opens it). */
export const INVITATIONS_PAGE = '/personal-Information/index';

/**
 * Invites a person by phone to become staff (the only way in: nobody becomes staff without accepting).
 * The answer is the same whether or not the phone belongs to an account, so it tells the inviter nothing of
 * the person; a registered person is told by the bell, an unregistered phone's invitation waits for its
 * registration (then the bell tells them). A newer invitation for the same phone replaces the pending one.
 */
export async function inviteStaff(db: Database, caller: InEnterprise, f: InvitationFields, ip: string) {
  const enterpriseUid = caller.enterpriseUid;
  const [member] = await db
    .select({ status: staff.status })
    .from(staff)
    .innerJoin(accounts, eq(accounts.uid, staff.accountUid))
    .where(
      and(
        eq(staff.enterpriseUid, enterpriseUid),
        eq(accounts.phoneAreaCode, f.phoneAreaCode),
        eq(accounts.phone, f.phone),
      ),
    );
  if (member)
    throw new AppError(409, member.status === 'disabled' ? M.staffDisabledExists : M.staffExists, {}, 0, 'phone');
  const jobNumber = f.jobNumber?.trim() || null;
  if (jobNumber) {
    const [taken] = await db
      .select({ uid: staff.uid })
      .from(staff)
      .where(and(eq(staff.enterpriseUid, enterpriseUid), eq(staff.jobNumber, jobNumber)));
    if (taken) throw new AppError(409, M.jobNumberTaken, { job: jobNumber }, 0, 'job_number');
  }
  return db.transaction(async (tx) => {
    await tx
      .update(staffInvitations)
      .set({ status: 'revoked', decidedAt: sql`now()` })
      .where(
        and(
          eq(staffInvitations.enterpriseUid, enterpriseUid),
          eq(staffInvitations.phoneAreaCode, f.phoneAreaCode),
          eq(staffInvitations.phone, f.phone),
          eq(staffInvitations.status, 'pending'),
        ),
      );
    const [row] = await tx
      .insert(staffInvitations)
      .values({
        enterpriseUid,
        phoneAreaCode: f.phoneAreaCode,
        phone: f.phone,
        staffName: f.staffName?.trim() || null,
        department: f.department?.trim() || null,
        jobNumber,
        staffMember: f.staffMember ?? false,
        expiresAt: sql`now() + make_interval(days => ${f.expiresInDays})`,
        invitedBy: caller.accountUid,
      })
      .returning();
    await recordAudit(tx, {
      actorAccountUid: caller.accountUid,
      enterpriseUid,
      entity: 'staff_invitation',
      entityUid: row!.uid,
      action: 'invite',
      after: {
        phone: `${f.phoneAreaCode} ${f.phone}`,
        staff_name: row!.staffName,
        department: row!.department,
        job_number: jobNumber,
        staff_member: row!.staffMember,
      },
      ip,
    });
    return row!;
  });
}

/** Tells the account holding this phone (if any) about an invitation, by the bell; no account: nothing yet. */
export async function tellInvitee(
  app: FastifyInstance,
  db: Database,
  phoneAreaCode: string,
  phone: string,
  enterpriseName: string,
): Promise<void> {
  const account = await findAccountByPhone(db, phoneAreaCode, phone);
  if (!account || account.status !== 'active') return;
  await tellAccount(app, account.uid, enterpriseName);
}

export async function tellAccount(app: FastifyInstance, accountUid: string, enterpriseName: string): Promise<void> {
  const inAll = (text: typeof M.invitationTitle) =>
    Object.fromEntries(LANGUAGES.map((l) => [l, translate(l, text, { name: enterpriseName })]));
  await app.notifier.notify(accountUid, {
    kind: 'staff_invitation',
    title: inAll(M.invitationTitle),
    body: inAll(M.invitationBody),
    link: INVITATIONS_PAGE,
  });
}

/** A newly registered phone: the bell tells its account about the invitations that waited for it. */
export async function tellWaitingInvitations(
  app: FastifyInstance,
  db: Database,
  accountUid: string,
  phoneAreaCode: string,
  phone: string,
): Promise<void> {
  const waiting = await db
    .select({ enterpriseName: enterprises.name })
    .from(staffInvitations)
    .innerJoin(enterprises, eq(enterprises.uid, staffInvitations.enterpriseUid))
    .where(
      and(
        eq(staffInvitations.phoneAreaCode, phoneAreaCode),
        eq(staffInvitations.phone, phone),
        eq(staffInvitations.status, 'pending'),
        gt(staffInvitations.expiresAt, sql`now()`),
      ),
    );
  for (const { enterpriseName } of waiting) await tellAccount(app, accountUid, enterpriseName);
}
