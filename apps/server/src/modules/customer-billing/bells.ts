import { hasAuthCode } from '@pcbunion/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { staff } from '../../db/schema/index.js';
import { LANGUAGES } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import { authCodeOf } from '../../platform/access/catalogue-index.js';
import type { BillingBell } from './context.js';
import { bellWords } from './messages.js';

/**
 * Every active staff member of the other side holding the screen (or My order, for a customer, or the admin) gets
 * the message, linked to the record's detail; a failed bell never undoes the change.
 */
export async function ringBillingBells(
  db: Database,
  notifier: FastifyInstance['notifier'],
  bells: BillingBell[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const bell of bells) {
    try {
      const codes = [authCodeOf(bell.screen), authCodeOf('my-order')];
      const members = await db
        .select({ accountUid: staff.accountUid, mask: staff.permissionMask, isAdmin: staff.isAdmin })
        .from(staff)
        .where(and(eq(staff.enterpriseUid, bell.enterpriseUid), eq(staff.status, 'active')));
      const title = Object.fromEntries(
        LANGUAGES.map((l) => [l, translate(l, bellWords[bell.event]!, bell.values)]),
      ) as LocalizedText;
      const link =
        bell.screen === 'customer-statement'
          ? `/customer-statement-detail/index?no=${bell.values.no}`
          : `/customer-invoice-add/index?no=${bell.values.no}`;
      for (const m of members.filter((x) => x.isAdmin || codes.some((c) => hasAuthCode(x.mask, c)))) {
        await notifier.notify(m.accountUid, { kind: 'sales', title, link, enterpriseUid: bell.enterpriseUid });
      }
    } catch (error) {
      log.warn({ err: error, bell }, 'customer billing bell failed');
    }
  }
}
