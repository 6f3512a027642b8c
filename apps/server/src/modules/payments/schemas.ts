import { z } from 'zod';

/** A recharge by its number (the sandbox page and its Pay button). */
export const noParams = z.object({ no: z.string().min(1).max(64) });

/** The sandbox's Pay button: the recharge it paid and the gateway's event. */
export const sandboxPaidAnswer = z.object({ rechargeNo: z.string(), status: z.literal('paid'), eventId: z.string() });
/** A webhook taken: its event, and whether it was delivered before (then it changed nothing). */
export const webhookAnswer = z.object({ eventId: z.string(), rechargeNo: z.string(), duplicate: z.boolean() });
