import {
  dueExpiryMilestone,
  EXPIRY_BELL_CATCH_UP_DAYS,
  EXPIRY_WARNING_DAYS,
  daysToExpiry,
  type ExpiryMilestone,
} from '@pcbunion/core';
import { and, eq, gte, isNotNull, lte, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { staff, supplierDocumentBells, supplierDocuments, suppliers } from '../../db/schema/index.js';
import { LANGUAGES } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import { maskHoldsScreen } from '../../platform/access/guards.js';
import { addBusinessDays, businessDay } from '../../platform/business-day.js';
import { insertMessage } from '../../platform/notify/message.service.js';
import { documentKindWords, expiryBellWords } from './messages.js';

/** The durable job that rings the qualification documents' expiry bells, daily at 08:00 in Shanghai. */
export const DOCUMENT_EXPIRY_JOB = 'supplier.document-expiry';

/** Who hears a factory's document bells: its admins and the active staff holding a supplier screen. */
const SUPPLIER_SCREENS = ['supplier-profile', 'potential-suppliers-management'] as const;

type Bell = { milestone: ExpiryMilestone; rung: number };

/**
 * Rings, for every document whose milestone is due on the Shanghai business day of `now`, one bell to each of its
 * factory's supplier staff: `warning` from 30 days before the expiry, `expiry` on the day (or up to 7 days later,
 * should the job have missed it). The row of `supplier_document_bells` (document, milestone, expiry date) is
 * written in the same transaction as the messages, so a second run — on this instance or another — rings nothing
 * twice; the messages are pushed over /ws after the commit.
 */
export async function ringDocumentExpiries(
  db: Database,
  notifier: FastifyInstance['notifier'],
  now: Date,
): Promise<{ day: string; bells: Bell[] }> {
  const today = businessDay(now);
  const candidates = await db
    .select({
      uid: supplierDocuments.uid,
      kind: supplierDocuments.kind,
      documentNo: supplierDocuments.documentNo,
      expiresOn: supplierDocuments.expiresOn,
      supplierUid: suppliers.uid,
      supplierNo: suppliers.supplierNo,
      supplierName: suppliers.name,
      factoryUid: suppliers.factoryUid,
    })
    .from(supplierDocuments)
    .innerJoin(suppliers, eq(suppliers.uid, supplierDocuments.supplierUid))
    .where(
      and(
        isNotNull(supplierDocuments.expiresOn),
        gte(supplierDocuments.expiresOn, addBusinessDays(today, -EXPIRY_BELL_CATCH_UP_DAYS)),
        lte(supplierDocuments.expiresOn, addBusinessDays(today, EXPIRY_WARNING_DAYS)),
        // A rejected supplier's documents no longer matter to the factory.
        ne(suppliers.status, 'rejected'),
      ),
    );
  const bells: Bell[] = [];
  for (const c of candidates) {
    const milestone = dueExpiryMilestone(c.expiresOn, today);
    if (!milestone || !c.expiresOn) continue;
    const expiresOn = c.expiresOn;
    const days = daysToExpiry(expiresOn, today)!;
    const words =
      milestone === 'warning' ? expiryBellWords.warning : days === 0 ? expiryBellWords.expiry : expiryBellWords.expired;
    const title = Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        translate(language, words, {
          supplier: `${c.supplierNo} ${c.supplierName}`,
          document: [translate(language, documentKindWords[c.kind]), c.documentNo].filter(Boolean).join(' '),
          date: expiresOn,
          days,
        }),
      ]),
    ) as LocalizedText;
    const sent = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(supplierDocumentBells)
        .values({ documentUid: c.uid, milestone, expiresOn, rungAt: now })
        .onConflictDoNothing()
        .returning({ documentUid: supplierDocumentBells.documentUid });
      if (!claimed) return [];
      const members = await tx
        .select({ accountUid: staff.accountUid, mask: staff.permissionMask, isAdmin: staff.isAdmin })
        .from(staff)
        .where(and(eq(staff.enterpriseUid, c.factoryUid), eq(staff.status, 'active')));
      const hear = members.filter((m) => m.isAdmin || maskHoldsScreen(m.mask, SUPPLIER_SCREENS));
      const uids: string[] = [];
      for (const m of hear) {
        const message = await insertMessage(tx as unknown as Database, m.accountUid, {
          kind: 'supplier',
          title,
          link: `/supplier-profile-detail/index?uid=${c.supplierUid}`,
          enterpriseUid: c.factoryUid,
        });
        uids.push(message.uid);
      }
      await tx
        .update(supplierDocumentBells)
        .set({ recipients: uids.length })
        .where(
          and(
            eq(supplierDocumentBells.documentUid, c.uid),
            eq(supplierDocumentBells.milestone, milestone),
            eq(supplierDocumentBells.expiresOn, expiresOn),
          ),
        );
      return uids;
    });
    if (sent.length === 0) continue;
    bells.push({ milestone, rung: sent.length });
    for (const uid of sent) await notifier.push(uid).catch(() => undefined);
  }
  return { day: today, bells };
}
