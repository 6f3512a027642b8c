import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.js';
import { findLiveSessionAccount } from './session-store.js';

interface Entry {
  accountUid: string | null;
  sessionUid: string | null;
  until: number;
}

/**
 * Which account a session cookie belongs to, remembered for a few seconds, for routes that need only that — the
 * instant estimate keys its per-minute cap by account — so they skip the full session lookup on every request.
 * An ended session is forgotten at once on this instance (session events) and within `ttlMs` on the others; for
 * those seconds it only keeps the signed-in cap. Authorization never reads this: `request.session` does.
 */
export class SessionAccounts {
  /** Least recently used first out, by count and by bytes: the token is whatever cookie a caller sends. */
  private readonly entries: LRUCache<string, Entry>;

  constructor(
    private readonly db: Database,
    private readonly ttlMs = 5000,
    capacity = 10_000,
    maxBytes = 4 * 1024 * 1024,
  ) {
    this.entries = new LRUCache<string, Entry>({
      max: capacity,
      maxSize: maxBytes,
      sizeCalculation: (_entry, token) => 200 + token.length * 2,
    });
  }

  async accountOf(token: string): Promise<string | null> {
    const now = Date.now();
    const known = this.entries.get(token);
    if (known && known.until > now) return known.accountUid;
    const live = await findLiveSessionAccount(this.db, token);
    this.entries.set(token, {
      accountUid: live?.accountUid ?? null,
      sessionUid: live?.uid ?? null,
      until: now + this.ttlMs,
    });
    return live?.accountUid ?? null;
  }

  /** How many tokens are remembered and their approximate bytes. */
  stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  forget(sessionUids: readonly string[]) {
    const ended = new Set(sessionUids);
    for (const [token, entry] of this.entries)
      if (entry.sessionUid && ended.has(entry.sessionUid)) this.entries.delete(token);
  }
}
