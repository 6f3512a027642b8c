import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import { loginTickets } from '../../../../db/schema/index.js';
import { AppError } from '../../../../http/errors.js';
import type { LocalizedText } from '../../../../http/messages.js';
import type { InEnterprise } from '../../../../platform/access/guards.js';
import { listJoinedEnterprises } from '../../auth/service/login.js';
import type { SessionEvents } from '../../../../platform/session/session-events.js';
import { createSession, replaceOtherSessions } from '../../../../platform/session/session-store.js';

/** A ticket lives one minute and works once. */
export const TICKET_TTL_SECONDS = 60;

const ticketInvalid: LocalizedText = {
  en: 'The ticket is invalid, used or expired; get a new one',
  'zh-CN': '票据无效、已使用或已过期，请重新获取',
  'zh-TW': '票據無效、已使用或已過期，請重新獲取',
  es: 'El ticket no es válido, ya se usó o caducó; pida otro',
  ja: 'チケットが無効、使用済み、または期限切れです。再取得してください',
};

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** Where the new client signs in: the enterprise (and staff file) asked for, its type, and where from. */
export interface TicketEntry {
  enterpriseUid?: string;
  staffUid?: string;
  clientType: number;
  ip: string;
  userAgent?: string;
}

/**
 * Hand-off to a second client: a one-minute, single-use ticket, exchanged for a session of the same account in
 * the ticket's enterprise or another of the account's enterprises.
 */
export function ticketService(db: Database, sessionEvents: SessionEvents) {
  /** Uses the ticket up (compare-and-set) and answers whose it is. */
  const redeem = async (ticket: string) => {
    const [row] = await db
      .update(loginTickets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(loginTickets.ticketHash, hashTicket(ticket)),
          isNull(loginTickets.usedAt),
          gt(loginTickets.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!row) throw new AppError(401, ticketInvalid, {}, 0, 'ticket');
    return row;
  };

  const enter = async (
    accountUid: string,
    enterpriseUid: string,
    staffUid: string | undefined,
    clientType: number,
    ip: string,
    userAgent?: string,
  ) => {
    const joined = await listJoinedEnterprises(db, accountUid);
    const member = joined.find((j) => j.enterprise_uid === enterpriseUid && (!staffUid || j.staff_uid === staffUid));
    if (!member) throw new AppError(403, 'notAMember');
    const session = await createSession(db, {
      accountUid,
      enterpriseUid,
      staffUid: member.staff_uid,
      clientType,
      ip,
      userAgent,
    });
    const replaced = await replaceOtherSessions(db, { uid: session.uid, accountUid, clientType });
    await sessionEvents.emit({ sessionUids: replaced, reason: 'replaced' });
    return { session, member, joined, accountUid };
  };

  return {
    async issue(caller: InEnterprise, ip: string) {
      const ticket = randomBytes(24).toString('base64url');
      await db.insert(loginTickets).values({
        ticketHash: hashTicket(ticket),
        accountUid: caller.accountUid,
        enterpriseUid: caller.enterpriseUid,
        staffUid: caller.staffUid!,
        expiresAt: sql`now() + make_interval(secs => ${TICKET_TTL_SECONDS})`,
        ip,
      });
      return { ticket, expires_seconds: TICKET_TTL_SECONDS };
    },

    /**
     * Redeems the ticket for a session: in the ticket's own enterprise and staff file, or in the enterprise (and
     * staff file) asked for; the account must be a member there. Other sessions of that client type end.
     */
    async signIn(ticket: string, entry: TicketEntry) {
      const row = await redeem(ticket);
      const enterpriseUid = entry.enterpriseUid ?? row.enterpriseUid;
      const staffUid = entry.enterpriseUid === undefined ? row.staffUid : entry.staffUid;
      return enter(row.accountUid, enterpriseUid, staffUid, entry.clientType, entry.ip, entry.userAgent);
    },
  };
}
