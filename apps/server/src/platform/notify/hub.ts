import { sql } from 'drizzle-orm';
import { ChannelListener } from '../../db/channel-listener.js';
import type { Database } from '../../db/client.js';
import { OutboxRelay, writeOutbox } from './outbox.js';

/**
 * What one server instance tells every instance (itself included) so each can reach the WebSockets it holds.
 * Events are small (ids only): a receiver loads what it needs from the database.
 */
export type HubEvent =
  | { type: 'message'; messageUid: string }
  | { type: 'bell'; accountUid: string | null; enterpriseUid: string | null }
  | { type: 'sessions-ended'; sessionUids: string[]; reason: 'replaced' | 'logout' | 'password_changed' }
  /** A device reading or power change for an enterprise's /push sockets, from the instance whose broker got it. */
  | { type: 'device'; origin: string; enterpriseUid: string; push: unknown };

/** Fan-out of live events: in-process for one instance, PostgreSQL LISTEN/NOTIFY for several. */
export interface MessageHub {
  readonly kind: 'in-process' | 'postgres';
  /**
   * Tells every instance. On PostgreSQL, given the transaction of the change that causes it, the event is written
   * with that change and sent when it commits (never when it rolls back).
   */
  publish(event: HubEvent, tx?: Database): Promise<void>;
  /** Subscribes; returns the unsubscribe function. */
  subscribe(listener: (event: HubEvent) => void): () => void;
  close(): Promise<void>;
}

class Listeners {
  private readonly set = new Set<(event: HubEvent) => void>();
  add(listener: (event: HubEvent) => void) {
    this.set.add(listener);
    return () => void this.set.delete(listener);
  }
  deliver(event: HubEvent) {
    for (const listener of this.set) listener(event);
  }
}

/** One instance (PGlite, or a single server on PostgreSQL): events go straight to this process's listeners. */
export class InProcessHub implements MessageHub {
  readonly kind = 'in-process';
  private readonly listeners = new Listeners();
  async publish(event: HubEvent) {
    // Delivered on the next turn, as NOTIFY would be, so a publisher never runs socket code inline. (A transaction
    // given is not waited for: Notifier publishes inside one only on PostgreSQL.)
    setImmediate(() => this.listeners.deliver(event));
  }
  subscribe(listener: (event: HubEvent) => void) {
    return this.listeners.add(listener);
  }
  async close() {}
}

export const HUB_CHANNEL = 'pcb_union_hub';

/**
 * Several instances on one PostgreSQL. Messages, bells and ended sessions go through the outbox (outbox.ts): written
 * in the publisher's transaction, read by every instance in commit order from where it last read, woken by an empty
 * NOTIFY, after its LISTEN connection comes back and by a poll — so an instance that was disconnected catches up.
 * Device readings go as NOTIFY payloads only: a reading missed is replaced by the next one.
 */
export class PostgresHub implements MessageHub {
  readonly kind = 'postgres';
  private readonly listeners = new Listeners();
  private listener: ChannelListener | null = null;
  private readonly relay: OutboxRelay;

  private constructor(
    private readonly db: Database,
    onError: (error: unknown) => void,
  ) {
    this.relay = new OutboxRelay(db, (event) => this.listeners.deliver(event as HubEvent), onError);
  }

  static async start(
    url: string,
    db: Database,
    onError: (error: unknown) => void,
    pollMs?: number,
  ): Promise<PostgresHub> {
    const hub = new PostgresHub(db, onError);
    await hub.relay.start(pollMs);
    hub.listener = await ChannelListener.start(url, HUB_CHANNEL, {
      notify: (payload) => {
        if (payload) hub.listeners.deliver(JSON.parse(payload) as HubEvent);
        else void hub.relay.wake();
      },
      up: () => void hub.relay.wake(),
      error: onError,
    });
    return hub;
  }

  async publish(event: HubEvent, tx?: Database) {
    if (event.type === 'device') {
      await this.db.execute(sql`select pg_notify(${HUB_CHANNEL}, ${JSON.stringify(event)})`);
      return;
    }
    await writeOutbox(tx ?? this.db, HUB_CHANNEL, event);
  }

  subscribe(listener: (event: HubEvent) => void) {
    return this.listeners.add(listener);
  }

  /** Events committed that this instance has not delivered yet (for /metrics). */
  backlog() {
    return this.relay.backlog();
  }

  async close() {
    await this.listener?.close();
    await this.relay.close();
  }
}
