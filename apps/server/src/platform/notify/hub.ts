import { sql } from 'drizzle-orm';
import { ChannelListener } from '../../db/channel-listener.js';
import type { Database } from '../../db/client.js';

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
  publish(event: HubEvent): Promise<void>;
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
    // Delivered on the next turn, as NOTIFY would be, so a publisher never runs socket code inline.
    setImmediate(() => this.listeners.deliver(event));
  }
  subscribe(listener: (event: HubEvent) => void) {
    return this.listeners.add(listener);
  }
  async close() {}
}

export const HUB_CHANNEL = 'pcb_union_hub';
/** NOTIFY payloads must stay under 8000 bytes: long id lists are sent in chunks. */
const IDS_PER_EVENT = 100;

/**
 * Several instances on one PostgreSQL: `publish` is `pg_notify` on the shared pool, and one dedicated connection
 * per instance LISTENs (reconnecting after a failure). Every instance, the publisher included, gets each event once.
 */
export class PostgresHub implements MessageHub {
  readonly kind = 'postgres';
  private readonly listeners = new Listeners();
  private listener: ChannelListener | null = null;

  private constructor(private readonly db: Database) {}

  static async start(url: string, db: Database, onError: (error: unknown) => void): Promise<PostgresHub> {
    const hub = new PostgresHub(db);
    hub.listener = await ChannelListener.start(url, HUB_CHANNEL, {
      notify: (payload) => {
        if (payload) hub.listeners.deliver(JSON.parse(payload) as HubEvent);
      },
      error: onError,
    });
    return hub;
  }

  async publish(event: HubEvent) {
    const events =
      event.type === 'sessions-ended' && event.sessionUids.length > IDS_PER_EVENT
        ? Array.from({ length: Math.ceil(event.sessionUids.length / IDS_PER_EVENT) }, (_, i) => ({
            ...event,
            sessionUids: event.sessionUids.slice(i * IDS_PER_EVENT, (i + 1) * IDS_PER_EVENT),
          }))
        : [event];
    for (const one of events) await this.db.execute(sql`select pg_notify(${HUB_CHANNEL}, ${JSON.stringify(one)})`);
  }

  subscribe(listener: (event: HubEvent) => void) {
    return this.listeners.add(listener);
  }

  async close() {
    await this.listener?.close();
  }
}
