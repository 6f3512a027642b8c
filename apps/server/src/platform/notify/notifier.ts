import type { Database } from '../../db/client.js';
import type { messages } from '../../db/schema/index.js';
import type { MessageHub } from './hub.js';
import { insertMessage, type NewMessage } from './message.service.js';

/**
 * The message service other modules call (reach it as `app.notifier` / `request.server.notifier`):
 *
 *   await app.notifier.notify(accountUid, { kind: 'bidding', title: { en, 'zh-CN', … }, body, link, enterpriseUid })
 *     stores the message for that account and pushes `{ type: 'message' }` and `{ type: 'bell' }` to its
 *     open WebSockets on every server instance. `enterpriseUid` scopes it to one of the account's enterprises.
 *   await app.notifier.notifyConsultQueue(enterpriseUid, message)
 *     addresses the enterprise's consult queue: every staff member (`staff.staff_member`) of it sees it.
 *   Inside your own transaction: `insertMessage(tx, accountUid, message)`, and after the commit
 *   `app.notifier.push(row.uid)`, so nobody is told about a message that was rolled back.
 *
 * Titles and bodies are `{ en, 'zh-CN', 'zh-TW', es, ja }` (a reader gets its language, else English) or a plain
 * string.
 */
export class Notifier {
  constructor(
    private readonly db: Database,
    private readonly hub: MessageHub,
  ) {}

  async notify(accountUid: string, message: NewMessage): Promise<typeof messages.$inferSelect> {
    const row = await insertMessage(this.db, accountUid, message);
    await this.push(row.uid);
    return row;
  }

  async notifyConsultQueue(
    enterpriseUid: string,
    message: Omit<NewMessage, 'enterpriseUid'>,
  ): Promise<typeof messages.$inferSelect> {
    const row = await insertMessage(this.db, null, { ...message, enterpriseUid });
    await this.push(row.uid);
    return row;
  }

  /** Pushes a stored message to its readers' WebSockets. */
  push(messageUid: string): Promise<void> {
    return this.hub.publish({ type: 'message', messageUid });
  }

  /** Sends a fresh bell count to an account's sockets (null account: the consult queue's staff members). */
  refreshBell(accountUid: string | null, enterpriseUid: string | null): Promise<void> {
    return this.hub.publish({ type: 'bell', accountUid, enterpriseUid });
  }
}
