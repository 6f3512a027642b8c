import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import { enterprises, staff, twoFactorPolicies, twoFactorSetupTickets } from '../../../../db/schema/index.js';
import { AppError } from '../../../../http/errors.js';
import { fieldError } from '../../../../http/field-error.js';
import { recordAudit } from '../../../../platform/audit.js';
import { maskHoldsScreen } from '../../../../platform/access/guards.js';
import { WITHDRAWING_SCREENS } from '../../../wallet/index.js';
import { twoFactorPolicyFields as F, twoFactorPolicyMessages as M } from './messages.js';

/** The enrolment that a policy forces must follow the password within ten minutes. */
export const SETUP_TICKET_TTL_SECONDS = 10 * 60;
/** On the platform, the policy covers its admins (operators) and finance staff. */
const PLATFORM_COVERED_SCREENS = ['finance-management'];

/**
 * Who a policy covers: on the platform, its operators (admins) and finance staff; in another enterprise, its
 * admins and whoever may withdraw its money.
 */
export function coveredBy(member: { kind: string; isAdmin: boolean; mask: string }): boolean {
  if (member.isAdmin) return true;
  return maskHoldsScreen(member.mask, member.kind === 'platform' ? PLATFORM_COVERED_SCREENS : WITHDRAWING_SCREENS);
}

/** The enterprises whose policy covers the account (among its active memberships); empty when none does. */
export async function policiesCovering(db: Database, accountUid: string): Promise<{ enterpriseName: string }[]> {
  const rows = await db
    .select({
      enterpriseName: enterprises.name,
      kind: enterprises.kind,
      isAdmin: staff.isAdmin,
      mask: staff.permissionMask,
    })
    .from(staff)
    .innerJoin(enterprises, eq(enterprises.uid, staff.enterpriseUid))
    .innerJoin(twoFactorPolicies, eq(twoFactorPolicies.enterpriseUid, staff.enterpriseUid))
    .where(
      and(
        eq(staff.accountUid, accountUid),
        eq(staff.status, 'active'),
        eq(enterprises.status, 'active'),
        eq(twoFactorPolicies.required, true),
      ),
    );
  return rows.filter(coveredBy).map((r) => ({ enterpriseName: r.enterpriseName }));
}

/** The enterprise's policy: whether two-factor is required of the people it covers. */
export async function policyOf(db: Database, enterpriseUid: string) {
  const [row] = await db.select().from(twoFactorPolicies).where(eq(twoFactorPolicies.enterpriseUid, enterpriseUid));
  return { required: row?.required ?? false, changed_at: row?.changedAt ?? null };
}

/** An admin turns the enterprise's policy on or off (audited). */
export async function setPolicy(
  db: Database,
  caller: { accountUid: string; enterpriseUid: string; isAdmin: boolean; ip: string },
  required: boolean,
  now: Date,
) {
  if (!caller.isAdmin) throw new AppError(403, M.adminsOnly);
  await db.transaction(async (tx) => {
    const before = await policyOf(tx as unknown as Database, caller.enterpriseUid);
    await tx
      .insert(twoFactorPolicies)
      .values({ enterpriseUid: caller.enterpriseUid, required, changedBy: caller.accountUid, changedAt: now })
      .onConflictDoUpdate({
        target: twoFactorPolicies.enterpriseUid,
        set: { required, changedBy: caller.accountUid, changedAt: now },
      });
    await recordAudit(tx, {
      actorAccountUid: caller.accountUid,
      enterpriseUid: caller.enterpriseUid,
      entity: 'two_factor_policy',
      entityUid: caller.enterpriseUid,
      action: 'update',
      before: { required: before.required },
      after: { required },
      ip: caller.ip,
      at: now,
    });
  });
  return policyOf(db, caller.enterpriseUid);
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const ticketExpired = () =>
  new AppError(401, fieldError('setup_ticket', F.setup_ticket, M.ticketExpired).messageKey, {}, 0, 'setup_ticket');

/** After a correct password of a covered person without two-factor: a single-use ticket for the enrolment only. */
export async function openSetupTicket(
  db: Database,
  step: { accountUid: string; jobNumber: string | null; clientType: number },
) {
  const ticket = randomBytes(32).toString('base64url');
  await db.insert(twoFactorSetupTickets).values({
    tokenHash: hashToken(ticket),
    ...step,
    expiresAt: sql`now() + make_interval(secs => ${SETUP_TICKET_TTL_SECONDS})`,
  });
  return { two_factor_setup_required: true as const, setup_ticket: ticket, expires_seconds: SETUP_TICKET_TTL_SECONDS };
}

/** The live ticket a token names, or 401 naming `setup_ticket`. */
export async function findSetupTicket(db: Database, ticket: string) {
  const [row] = await db
    .select()
    .from(twoFactorSetupTickets)
    .where(
      and(
        eq(twoFactorSetupTickets.tokenHash, hashToken(ticket)),
        isNull(twoFactorSetupTickets.usedAt),
        gt(twoFactorSetupTickets.expiresAt, sql`now()`),
      ),
    );
  if (!row) throw ticketExpired();
  return row;
}

/** Uses the ticket up once the enrolment is confirmed (compare-and-set: it signs in once). */
export async function useSetupTicket(db: Database, tokenHash: string): Promise<void> {
  const used = await db
    .update(twoFactorSetupTickets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(twoFactorSetupTickets.tokenHash, tokenHash), isNull(twoFactorSetupTickets.usedAt)))
    .returning({ hash: twoFactorSetupTickets.tokenHash });
  if (used.length === 0) throw ticketExpired();
}
