import { hasAuthCode } from '@pcbunion/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { staff } from '../../db/schema/index.js';
import { LANGUAGES } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import { authCodeOf } from '../../platform/access/catalogue-index.js';
import type { PurchaseBell } from './context.js';
import { bellWords } from './messages.js';

/**
 * Rings the other side's bell once the change is committed: every active staff member of that enterprise who holds
 * the screen (or is its admin) gets a message linking to the order. A failed bell never undoes the change.
 */
export async function ringPurchaseBells(
  db: Database,
  notifier: FastifyInstance['notifier'],
  bells: PurchaseBell[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const bell of bells) {
    try {
      const words = bellWords[bell.event];
      if (!words) continue;
      const code = authCodeOf(bell.screen);
      const members = await db
        .select({ accountUid: staff.accountUid, mask: staff.permissionMask, isAdmin: staff.isAdmin })
        .from(staff)
        .where(and(eq(staff.enterpriseUid, bell.enterpriseUid), eq(staff.status, 'active')));
      const title = Object.fromEntries(
        LANGUAGES.map((l) => [l, translate(l, words, { no: bell.no, version: bell.version })]),
      ) as LocalizedText;
      for (const m of members.filter((x) => x.isAdmin || hasAuthCode(x.mask, code))) {
        await notifier.notify(m.accountUid, {
          kind: 'purchase',
          title,
          link: `/purchase-order-detail/index?no=${bell.no}`,
          enterpriseUid: bell.enterpriseUid,
        });
      }
    } catch (error) {
      log.warn({ err: error, bell }, 'purchase bell failed');
    }
  }
}
