import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, rateLimitWindows } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { LANGUAGES } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import { verifyPassword } from '../session/password.js';
import { revealMessages as M } from './messages.js';

/** Wrong passwords an account may give to reveals per quarter of an hour, counted in the shared throttle table. */
const TRIES = 10;
const WINDOW_SECONDS = 15 * 60;

/** The wrong passwords of the current window, and the seconds until it ends. */
async function failures(db: Database, key: string) {
  const [row] = await db
    .select({
      hits: rateLimitWindows.hits,
      left: sql<string>`extract(epoch from (${rateLimitWindows.windowStart} + make_interval(secs => ${WINDOW_SECONDS}) - now()))`,
    })
    .from(rateLimitWindows)
    .where(eq(rateLimitWindows.key, key));
  return !row || Number(row.left) <= 0 ? { hits: 0, left: 0 } : { hits: row.hits, left: Math.ceil(Number(row.left)) };
}

async function countFailure(db: Database, key: string) {
  const expired = sql`${rateLimitWindows.windowStart} <= now() - make_interval(secs => ${WINDOW_SECONDS})`;
  await db
    .insert(rateLimitWindows)
    .values({
      key,
      windowStart: sql`now()`,
      hits: 1,
      lastHitAt: sql`now()`,
      expiresAt: sql`now() + make_interval(secs => ${WINDOW_SECONDS})`,
    })
    .onConflictDoUpdate({
      target: rateLimitWindows.key,
      set: {
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimitWindows.windowStart} END`,
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitWindows.hits} + 1 END`,
        lastHitAt: sql`now()`,
        expiresAt: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimitWindows.windowStart} END
          + make_interval(secs => ${WINDOW_SECONDS})`,
      },
    });
}

/**
 * The owner's step-up before a secret is shown in full: the account's password. A wrong one is refused naming the
 * password and the field that stays hidden, in the caller's language, and counted; past ten in a quarter of an hour
 * every try is 429 until the window ends (whatever the password).
 */
export async function confirmOwnerPassword(
  db: Database,
  who: { accountUid: string; password: string; field: LocalizedText },
): Promise<void> {
  const key = `reveal-password:${who.accountUid}`;
  const before = await failures(db, key);
  if (before.hits >= TRIES) throw new AppError(429, M.tooManyTries, { seconds: before.left });
  const [account] = await db
    .select({ hash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.uid, who.accountUid));
  if (account && (await verifyPassword(who.password, account.hash))) return;
  await countFailure(db, key);
  const text = Object.fromEntries(
    LANGUAGES.map((l) => [l, translate(l, M.passwordWrong, { field: who.field[l] })]),
  ) as LocalizedText;
  throw new AppError(403, text, {}, 0, 'password');
}
