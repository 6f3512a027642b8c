import type { Executor } from '../../../platform/ledger/index.js';

/** A recharge order as a provider needs it. */
export interface RechargeOrder {
  rechargeNo: string;
  amount: bigint;
  currency: string;
}

/** What the member does next: open the provider's page, or transfer with a reference. */
export interface StartedPayment {
  payUrl?: string;
  bankReference?: string;
}

/** A payment the provider reports as received (read from a verified webhook). */
export interface PaidEvent {
  provider: string;
  eventId: string;
  rechargeNo: string;
  amount: bigint;
  currency: string;
  providerReference: string;
}

export interface WebhookDelivery {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  now: Date;
}

/**
 * A way money comes in (docs/money.md § Providers). An adapter for Alipay, WeChat Pay or Stripe is one file
 * implementing this: `start` creates the payment at the provider and answers where the member goes; a provider
 * that calls back implements `verifyWebhook` (signature and timestamp checked, the event read) and gets the
 * route POST /api/payments/webhooks/{method}.
 */
export interface PaymentProvider {
  readonly method: string;
  start(order: RechargeOrder): Promise<StartedPayment>;
  verifyWebhook?(delivery: WebhookDelivery): PaidEvent;
}

/** The wallet's handler for a verified payment: marks the recharge paid and posts it, inside `tx`. */
export type PaidHandler = (tx: Executor, event: PaidEvent, at: Date) => Promise<void>;

/** Why a webhook delivery was refused before anything was read from it. */
export class WebhookRefusal extends Error {
  constructor(
    readonly reason: 'signature' | 'timestamp' | 'malformed',
    message: string,
  ) {
    super(message);
  }
}

/** The providers by method, and the one handler that posts a verified payment. */
export class PaymentProviders {
  private readonly byMethod = new Map<string, PaymentProvider>();
  private paidHandler: PaidHandler | undefined;

  add(provider: PaymentProvider): void {
    this.byMethod.set(provider.method, provider);
  }

  get(method: string): PaymentProvider {
    const provider = this.byMethod.get(method);
    if (!provider) throw new Error(`no payment provider for ${method}`);
    return provider;
  }

  methods(): string[] {
    return [...this.byMethod.keys()];
  }

  onPaid(handler: PaidHandler): void {
    this.paidHandler = handler;
  }

  paid(tx: Executor, event: PaidEvent, at: Date): Promise<void> {
    if (!this.paidHandler) throw new Error('no handler for paid recharges is registered');
    return this.paidHandler(tx, event, at);
  }
}
