import { hasAuthCode } from '@pcbunion/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { staff } from '../../db/schema/index.js';
import { LANGUAGES } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import { authCodeOf } from '../../platform/access/catalogue-index.js';
import { bellWords } from './messages.js';

/** A bell to ring once the change is committed: the customer on its order screen, the factory on its notices. */
export interface SalesBell {
  enterpriseUid: string;
  screen: 'my-order' | 'sale-notice' | 'order-management';
  event: keyof typeof bellWords;
  values: Record<string, string>;
}

/** Every active staff member holding the screen (or the admin) gets the message; a failed bell never undoes the change. */
export async function ringSalesBells(
  db: Database,
  notifier: FastifyInstance['notifier'],
  bells: SalesBell[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const bell of bells) {
    try {
      const code = authCodeOf(bell.screen);
      const members = await db
        .select({ accountUid: staff.accountUid, mask: staff.permissionMask, isAdmin: staff.isAdmin })
        .from(staff)
        .where(and(eq(staff.enterpriseUid, bell.enterpriseUid), eq(staff.status, 'active')));
      const title = Object.fromEntries(
        LANGUAGES.map((l) => [l, translate(l, bellWords[bell.event]!, bell.values)]),
      ) as LocalizedText;
      const link = bell.screen === 'sale-notice' ? `/sale-notice-detail/index?no=${bell.values.no}` : `/${bell.screen}`;
      for (const m of members.filter((x) => x.isAdmin || hasAuthCode(x.mask, code))) {
        await notifier.notify(m.accountUid, { kind: 'sales', title, link, enterpriseUid: bell.enterpriseUid });
      }
    } catch (error) {
      log.warn({ err: error, bell }, 'sales bell failed');
    }
  }
}
