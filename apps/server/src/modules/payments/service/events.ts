import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { paymentEvents, recharges } from '../../../db/schema/index.js';
import { notFound } from '../../../http/errors.js';
import type { PaidEvent, PaymentProviders } from './provider.js';

/** The recharge a checkout page or a Pay button is for; an unknown number is 404. */
export async function rechargeByNo(db: Database, no: string) {
  const [row] = await db.select().from(recharges).where(eq(recharges.rechargeNo, no));
  if (!row) throw notFound();
  return row;
}

/**
 * A verified webhook event, taken once: the first delivery records the event and posts the payment; the same event
 * delivered again changes nothing.
 */
export async function takePaidEvent(
  db: Database,
  providers: PaymentProviders,
  method: string,
  event: PaidEvent,
  at: Date,
): Promise<'posted' | 'duplicate'> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider: method, eventId: event.eventId, rechargeNo: event.rechargeNo, receivedAt: at })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    // The same event delivered again changes nothing.
    if (!fresh) return 'duplicate' as const;
    await providers.paid(tx, event, at);
    return 'posted' as const;
  });
}
