import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { centsOfText, textOfCents } from '@pcbunion/core';
import {
  WebhookRefusal,
  type PaidEvent,
  type PaymentProvider,
  type RechargeOrder,
  type WebhookDelivery,
} from './provider.js';

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
/** A delivery signed longer ago than this (or this far in the future) is refused as stale: 5 minutes, as Stripe. */
export const SANDBOX_TOLERANCE_S = 300;

/** The event the sandbox gateway sends when a payment succeeds. */
export interface SandboxEvent {
  id: string;
  type: 'payment.succeeded';
  created: number;
  data: { rechargeNo: string; amount: string; currency: string; paymentId: string };
}

/**
 * The sandbox gateway: a hosted checkout page served by this server (GET /api/payments/sandbox/{rechargeNo}); its
 * Pay button makes the gateway send a webhook signed like Stripe's: header `sandbox-signature: t=<unix s>,v1=<hex
 * HMAC-SHA256(secret, "<t>.<raw body>")>`. The secret is PAYMENT_SANDBOX_SECRET, or a random one per process.
 */
export class SandboxProvider implements PaymentProvider {
  readonly method = 'sandbox';
  constructor(
    private readonly secret: string = process.env.PAYMENT_SANDBOX_SECRET || randomBytes(32).toString('hex'),
  ) {}

  async start(order: RechargeOrder) {
    return { payUrl: `/api/payments/sandbox/${encodeURIComponent(order.rechargeNo)}` };
  }

  /** What the gateway sends for a successful payment of `order` at `now`: the raw body and its signature header. */
  succeededEvent(order: RechargeOrder, now: Date): { rawBody: string; signature: string; event: SandboxEvent } {
    const event: SandboxEvent = {
      id: `evt_${randomBytes(12).toString('hex')}`,
      type: 'payment.succeeded',
      created: Math.floor(now.getTime() / 1000),
      data: {
        rechargeNo: order.rechargeNo,
        amount: textOfCents(order.amount),
        currency: order.currency,
        paymentId: `sbx_${randomBytes(10).toString('hex')}`,
      },
    };
    const rawBody = JSON.stringify(event);
    return { rawBody, signature: this.sign(rawBody, event.created), event };
  }

  sign(rawBody: string, timestamp: number): string {
    return `t=${timestamp},v1=${createHmac('sha256', this.secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
  }

  verifyWebhook({ headers, rawBody, now }: WebhookDelivery): PaidEvent {
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    const parts = new Map(
      ((Array.isArray(header) ? header[0] : header) ?? '')
        .split(',')
        .map((p) => p.trim().split('=', 2) as [string, string]),
    );
    const t = Number(parts.get('t'));
    const given = parts.get('v1') ?? '';
    if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(given))
      throw new WebhookRefusal('signature', 'missing or malformed sandbox-signature header');
    const expected = createHmac('sha256', this.secret).update(`${t}.${rawBody}`).digest();
    if (!timingSafeEqual(expected, Buffer.from(given, 'hex')))
      throw new WebhookRefusal('signature', 'the signature does not match the body');
    if (Math.abs(now.getTime() / 1000 - t) > SANDBOX_TOLERANCE_S)
      throw new WebhookRefusal('timestamp', `the signature is more than ${SANDBOX_TOLERANCE_S} s old`);
    let event: SandboxEvent;
    try {
      event = JSON.parse(rawBody) as SandboxEvent;
    } catch {
      throw new WebhookRefusal('malformed', 'the body is not JSON');
    }
    const d = event?.data;
    if (
      event?.type !== 'payment.succeeded' ||
      typeof event.id !== 'string' ||
      !d ||
      typeof d.rechargeNo !== 'string' ||
      typeof d.amount !== 'string' ||
      !/^\d+\.\d{2}$/.test(d.amount)
    ) {
      throw new WebhookRefusal('malformed', 'not a payment.succeeded event');
    }
    return {
      provider: this.method,
      eventId: event.id,
      rechargeNo: d.rechargeNo,
      amount: centsOfText(d.amount),
      currency: d.currency,
      providerReference: d.paymentId,
    };
  }
}
