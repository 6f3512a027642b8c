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
 *   `app.notifier.push(row.uid)`, so nobody is told about a message that was rolled back (on PostgreSQL
 *   `push(row.uid, tx)` inside it is better: the push is then written with the change, through the hub's outbox).
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
    return this.store(accountUid, message);
  }

  async notifyConsultQueue(
    enterpriseUid: string,
    message: Omit<NewMessage, 'enterpriseUid'>,
  ): Promise<typeof messages.$inferSelect> {
    return this.store(null, { ...message, enterpriseUid });
  }

  /**
   * The message and its push in one transaction on PostgreSQL (the push goes through the hub's outbox, so a crash
   * between the two can lose neither); on one instance the push follows the stored message.
   */
  private async store(accountUid: string | null, message: NewMessage) {
    if (this.hub.kind !== 'postgres') {
      const row = await insertMessage(this.db, accountUid, message);
      await this.push(row.uid);
      return row;
    }
    return this.db.transaction(async (tx) => {
      const row = await insertMessage(tx, accountUid, message);
      await this.push(row.uid, tx);
      return row;
    });
  }

  /** Pushes a stored message to its readers' WebSockets (with `tx`: when that transaction commits, on PostgreSQL). */
  push(messageUid: string, tx?: Database): Promise<void> {
    return this.hub.publish({ type: 'message', messageUid }, tx);
  }

  /** Sends a fresh bell count to an account's sockets (null account: the consult queue's staff members). */
  refreshBell(accountUid: string | null, enterpriseUid: string | null): Promise<void> {
    return this.hub.publish({ type: 'bell', accountUid, enterpriseUid });
  }
}
