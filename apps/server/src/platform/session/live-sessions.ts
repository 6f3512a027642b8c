import { LRUCache } from 'lru-cache';
import { ChannelListener } from '../../db/channel-listener.js';
import type { SessionContext } from './session-store.js';

/** Notified by the database after any change to sessions, accounts, staff or enterprises (migration 0033). */
export const LIVE_SESSIONS_CHANNEL = 'pcb_union_live_sessions';

interface Kept {
  session: SessionContext;
  until: number;
}

/**
 * The signed-in session behind a cookie, kept in memory between the reads of one client: every signed-in request
 * needs it, and on PostgreSQL the lookup is a round trip of its own beside the request's real work.
 *
 * Kept only while this instance listens to the database's change notifications (a trigger on the four tables the
 * lookup reads), so a logout, a replaced session, a disabled staff member, changed permissions or an enterprise's
 * new expiry date — made on any instance, or in psql — is forgotten everywhere as soon as it commits. A write on
 * this instance forgets everything before its answer leaves (`forgetAll` in the session plugin), so its caller's
 * next request never sees the state before it. Writes themselves always look the session up afresh (`fresh`):
 * authorization of a change never rests on memory. `ttlMs` bounds what time alone changes (expiry).
 */
export class LiveSessions {
  private readonly entries: LRUCache<string, Kept>;
  /** Bumped by every forget: a lookup that started before it does not store its (possibly older) answer. */
  private generation = 0;
  private listening = false;
  private listener: ChannelListener | null = null;
  hits = 0;
  misses = 0;

  constructor(
    private readonly lookup: (token: string) => Promise<SessionContext>,
    private readonly ttlMs: number,
    capacity = 10_000,
  ) {
    // By count and by bytes: the token is whatever cookie a caller sends.
    this.entries = new LRUCache<string, Kept>({
      max: capacity,
      maxSize: capacity * 2_000,
      sizeCalculation: (_kept, token) => 1_500 + token.length * 2,
    });
  }

  /** Starts listening to the database's notifications; until then (and while reconnecting) nothing is kept. */
  async listen(databaseUrl: string, onError: (error: unknown) => void): Promise<void> {
    if (this.ttlMs <= 0) return;
    this.listener = await ChannelListener.start(databaseUrl, LIVE_SESSIONS_CHANNEL, {
      notify: () => this.forgetAll(),
      up: () => {
        this.forgetAll();
        this.listening = true;
      },
      down: () => {
        this.listening = false;
        this.forgetAll();
      },
      error: onError,
    });
  }

  /** For a read: what is kept, else the database's answer (kept if nothing changed meanwhile). */
  async forRead(token: string): Promise<SessionContext> {
    if (!this.listening) return this.lookup(token);
    const now = Date.now();
    const kept = this.entries.get(token);
    if (kept && kept.until > now) {
      this.hits += 1;
      return kept.session;
    }
    this.misses += 1;
    const generation = this.generation;
    const session = await this.lookup(token);
    if (generation === this.generation && this.listening) this.entries.set(token, { session, until: now + this.ttlMs });
    return session;
  }

  /** For a write: always the database's answer. */
  fresh(token: string): Promise<SessionContext> {
    return this.lookup(token);
  }

  forgetAll(): void {
    this.generation += 1;
    // Every write calls this; clearing an empty cache still walks its arrays (lru-cache sizes them by capacity).
    if (this.entries.size > 0) this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  async close(): Promise<void> {
    await this.listener?.close();
    this.listener = null;
  }
}
