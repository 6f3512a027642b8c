import { z } from 'zod';
import { instant, moneyText } from '../../http/answer.js';
import { orderAnswer } from '../order/index.js';

const merchantRef = z.object({ id: z.string(), name: z.string().nullable() });

/** A cart line: the inquiry as it is now (null fields when it is gone), the price it had when added, and whether that changed. */
export const cartLineAnswer = z
  .object({
    inquiryNo: z.string(),
    available: z.boolean(),
    merchant: merchantRef,
    productNo: z.string().nullable(),
    /** The inquiry's priced parameters and details as the inquiry keeps them (free-form JSON), null when it is gone. */
    params: z.unknown(),
    quantity: z.number().int().nullable(),
    deliveryDays: z.number().int().nullable(),
    price: z
      .object({
        estimated: z.string(),
        discounted: z.string(),
        full: z.string(),
        boardFee: z.string(),
        otherFees: z.string(),
        total: z.string(),
      })
      .nullable(),
    total: z.string(),
    addedTotal: z.string(),
    priceChanged: z.boolean(),
    currency: z.string(),
    addedAt: instant,
  })
  .meta({ id: 'CartLine' });

/** The cart: its lines and the totals per merchant. */
export const cartAnswer = z
  .object({
    items: z.array(cartLineAnswer),
    merchants: z.array(
      z.object({ merchant: merchantRef, count: z.number().int(), total: z.string(), currency: z.string() }),
    ),
    count: z.number().int(),
    total: z.string(),
  })
  .meta({ id: 'Cart' });

/** What settling the cart answers: one order per merchant, under one settlement number, and their total. */
export const settlementAnswer = z
  .object({ settlementNo: z.string(), orders: z.array(orderAnswer), total: moneyText })
  .meta({ id: 'CartSettlement' });

/**
 * A line whose price moved since it was added: the data of settlement's 409 refusal (`prices`), which the screen
 * shows for the customer to accept. Not any route's answer, so it is listed in the document's components by its id.
 */
export const cartPriceChange = z
  .object({ inquiryNo: z.string(), previousTotal: moneyText, total: moneyText })
  .meta({ id: 'CartPriceChange' });
