import { hasAuthCode } from '@pcbunion/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { staff } from '../../db/schema/index.js';
import { LANGUAGES } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import { authCodeOf } from '../../platform/access/catalogue-index.js';
import { qualityBellWords } from './returns-messages.js';

/** A bell about a purchase return, rung on the other side once the change is committed. */
export interface ReturnBell {
  enterpriseUid: string;
  event: 'request' | 'acknowledge' | 'cancel';
  no: string;
}

/** Every active member of that enterprise holding the purchase-returns screen (or its admin) gets a message. */
export async function ringReturnBells(
  db: Database,
  notifier: FastifyInstance['notifier'],
  bells: ReturnBell[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const bell of bells) {
    try {
      const code = authCodeOf('purchase-returns');
      const members = await db
        .select({ accountUid: staff.accountUid, mask: staff.permissionMask, isAdmin: staff.isAdmin })
        .from(staff)
        .where(and(eq(staff.enterpriseUid, bell.enterpriseUid), eq(staff.status, 'active')));
      const title = Object.fromEntries(
        LANGUAGES.map((l) => [l, translate(l, qualityBellWords[bell.event]!, { no: bell.no })]),
      ) as LocalizedText;
      for (const m of members.filter((x) => x.isAdmin || hasAuthCode(x.mask, code))) {
        await notifier.notify(m.accountUid, {
          kind: 'purchase',
          title,
          link: `/purchase-returns-details/index?no=${bell.no}`,
          enterpriseUid: bell.enterpriseUid,
        });
      }
    } catch (error) {
      log.warn({ err: error, bell }, 'purchase return bell failed');
    }
  }
}
