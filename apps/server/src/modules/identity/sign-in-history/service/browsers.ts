import { createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import { accountBrowsers, signInKeys } from '../../../../db/schema/index.js';

/** The long-lived random cookie that tells one browser from another (not a secret: it grants nothing). */
export const DEVICE_COOKIE = 'pcb_device';
export const DEVICE_COOKIE_DAYS = 400;
/** The browsers an account remembers (the most recently seen); a cookieless client adds one per sign-in. */
const BROWSERS_KEPT = 50;
/** A browser not seen for this long counts as new again. */
export const KNOWN_BROWSER_DAYS = 90;
const DAY_MS = 24 * 3600 * 1000;

let keyOnce: Promise<string> | null = null;

/** The device-hash key: SIGN_IN_DEVICE_KEY, else one random key created once in the database. */
function deviceKey(db: Database): Promise<string> {
  const configured = process.env.SIGN_IN_DEVICE_KEY?.trim();
  if (configured) return Promise.resolve(configured);
  keyOnce ??= (async () => {
    await db
      .insert(signInKeys)
      .values({ name: 'device', secret: randomBytes(32).toString('hex') })
      .onConflictDoNothing();
    const [row] = await db.select().from(signInKeys).where(eq(signInKeys.name, 'device'));
    return row!.secret;
  })().catch((error) => {
    keyOnce = null;
    throw error;
  });
  return keyOnce;
}

/** How this browser is recognised: the hash of its device cookie and, as a fallback, of its User-Agent and address. */
export interface BrowserMarks {
  /** The cookie the browser keeps (the one it sent, or a new one to set). */
  cookie: string;
  cookieIsNew: boolean;
  hashes: string[];
}

export async function browserMarks(
  db: Database,
  sent: string | undefined,
  client: { ip: string; userAgent?: string },
): Promise<BrowserMarks> {
  const key = await deviceKey(db);
  const hash = (value: string) => createHmac('sha256', key).update(value).digest('hex');
  const valid = sent && /^[A-Za-z0-9_-]{32,64}$/.test(sent) ? sent : undefined;
  const cookie = valid ?? randomBytes(32).toString('base64url');
  const hashes = [hash(`cookie:${cookie}`)];
  // Only a browser that sent no cookie is matched by its User-Agent and address (a fingerprint is weaker).
  if (!valid) hashes.push(hash(`ua:${client.userAgent ?? ''}@${client.ip}`));
  return { cookie, cookieIsNew: !valid, hashes };
}

/**
 * Whether the account signed in from this browser within 90 days of `now`; then remembers the browser as seen now
 * (its cookie hash, and its fingerprint when it came without a cookie, so the cookie set now is known next time).
 * The first browser an account ever uses is not "new": there is nothing to compare it with.
 */
export async function seeBrowser(
  db: Database,
  accountUid: string,
  marks: BrowserMarks,
  now: Date,
): Promise<{ isNew: boolean }> {
  const seen = await db
    .select({ lastSeenAt: accountBrowsers.lastSeenAt, deviceHash: accountBrowsers.deviceHash })
    .from(accountBrowsers)
    .where(eq(accountBrowsers.accountUid, accountUid));
  const known = seen.some(
    (row) =>
      marks.hashes.includes(row.deviceHash) && now.getTime() - row.lastSeenAt.getTime() <= KNOWN_BROWSER_DAYS * DAY_MS,
  );
  await db
    .insert(accountBrowsers)
    .values(marks.hashes.map((deviceHash) => ({ accountUid, deviceHash, firstSeenAt: now, lastSeenAt: now })))
    .onConflictDoUpdate({
      target: [accountBrowsers.accountUid, accountBrowsers.deviceHash],
      set: { lastSeenAt: now },
    });
  const kept = db
    .select({ hash: accountBrowsers.deviceHash })
    .from(accountBrowsers)
    .where(eq(accountBrowsers.accountUid, accountUid))
    .orderBy(desc(accountBrowsers.lastSeenAt))
    .limit(BROWSERS_KEPT);
  await db
    .delete(accountBrowsers)
    .where(and(eq(accountBrowsers.accountUid, accountUid), notInArray(accountBrowsers.deviceHash, kept)));
  return { isNew: seen.length > 0 && !known };
}
