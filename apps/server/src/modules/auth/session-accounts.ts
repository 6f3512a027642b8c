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
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs = 5000,
    private readonly capacity = 10_000,
  ) {}

  async accountOf(token: string): Promise<string | null> {
    const now = Date.now();
    const known = this.entries.get(token);
    if (known && known.until > now) return known.accountUid;
    const live = await findLiveSessionAccount(this.db, token);
    this.entries.delete(token);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { accountUid: live?.accountUid ?? null, sessionUid: live?.uid ?? null, until: now + this.ttlMs });
    return live?.accountUid ?? null;
  }

  forget(sessionUids: readonly string[]) {
    const ended = new Set(sessionUids);
    for (const [token, entry] of this.entries) if (entry.sessionUid && ended.has(entry.sessionUid)) this.entries.delete(token);
  }
}
