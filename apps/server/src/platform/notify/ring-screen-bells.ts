import { hasAuthCode } from '@pcbunion/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { staff } from '../../db/schema/index.js';
import { LANGUAGES } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import { authCodeOf } from '../access/catalogue-index.js';

/** The two sides of a record between a factory and its customer, each named by the screen its bell opens. */
type Side = 'factory' | 'customer';

/**
 * Rings each bell to every active member holding the side's screen (or the admin); `values` may hold a word per
 * language as `key:lang`. A failed bell never undoes the change.
 */
export async function ringScreenBells(
  db: Database,
  notifier: FastifyInstance['notifier'],
  bells: Array<{ enterpriseUid: string; side: Side; event: string; values: Record<string, string> }>,
  words: Record<string, LocalizedText>,
  screens: Record<Side, string>,
  link: (no: string) => string,
  log: FastifyBaseLogger,
) {
  for (const bell of bells) {
    try {
      const code = authCodeOf(screens[bell.side]);
      const members = await db
        .select({ accountUid: staff.accountUid, mask: staff.permissionMask, isAdmin: staff.isAdmin })
        .from(staff)
        .where(and(eq(staff.enterpriseUid, bell.enterpriseUid), eq(staff.status, 'active')));
      const title = Object.fromEntries(
        LANGUAGES.map((l) => {
          const values = Object.fromEntries(Object.entries(bell.values).filter(([k]) => !k.includes(':')));
          for (const [k, v] of Object.entries(bell.values))
            if (k.endsWith(`:${l}`)) values[k.slice(0, -l.length - 1)] = v;
          return [l, translate(l, words[bell.event]!, values)];
        }),
      ) as LocalizedText;
      for (const m of members.filter((x) => x.isAdmin || hasAuthCode(x.mask, code)))
        await notifier.notify(m.accountUid, {
          kind: 'sales',
          title,
          link: link(bell.values.no!),
          enterpriseUid: bell.enterpriseUid,
        });
    } catch (error) {
      log.warn({ err: error, bell }, 'bell failed');
    }
  }
}
