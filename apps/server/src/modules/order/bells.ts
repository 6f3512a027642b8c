import { hasAuthCode } from '@pcbunion/core';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { staff } from '../../db/schema/index.js';
import { LANGUAGES } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import { authCodeOf } from '../../platform/access/catalogue-index.js';
import type { FastifyInstance } from 'fastify';
import type { Bell } from './context.js';
import { bellWords } from './messages.js';

/** The screen each side watches its orders on: the bell opens it. */
const SCREEN_OF = { customer: 'my-order', factory: 'order-management' } as const;

/**
 * Rings the bell of the other side once the change is committed: every active staff member of that enterprise who
 * holds the order screen (or is its admin) gets a message linking to it. A failed bell never undoes the order.
 */
export async function ringBells(
  db: Database,
  notifier: FastifyInstance['notifier'],
  bells: Bell[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const bell of bells) {
    try {
      const code = authCodeOf(SCREEN_OF[bell.side]);
      const members = await db
        .select({ accountUid: staff.accountUid, mask: staff.permissionMask, isAdmin: staff.isAdmin })
        .from(staff)
        .where(and(eq(staff.enterpriseUid, bell.enterpriseUid), eq(staff.status, 'active')));
      const words = bellWords[bell.event];
      if (!words) continue;
      const title = Object.fromEntries(
        LANGUAGES.map((l) => [l, translate(l, words, { no: bell.no })]),
      ) as LocalizedText;
      for (const m of members.filter((x) => x.isAdmin || hasAuthCode(x.mask, code))) {
        await notifier.notify(m.accountUid, {
          kind: 'order',
          title,
          link: `/${SCREEN_OF[bell.side]}`,
          enterpriseUid: bell.enterpriseUid,
        });
      }
    } catch (error) {
      log.warn({ err: error, bell }, 'order bell failed');
    }
  }
}
