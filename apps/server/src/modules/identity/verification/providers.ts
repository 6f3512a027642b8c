import type { Database } from '../../../db/client.js';
import { messageOutbox } from '../../../db/schema/index.js';
import type { AccountSettings } from '../accounts/settings.js';

/** One text to deliver: an SMS to `+86 13800000001` or an e-mail to an address. */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** `+86 13800000001` or the e-mail address. */
  destination: string;
  areaCode?: string;
  /** The local number or the e-mail address, as a gateway wants it. */
  to: string;
  template: string;
  subject?: string;
  body: string;
  language: string;
}

/**
 * A way to deliver messages. A real SMS gateway or mail server implements `send` (throwing when delivery is
 * refused) and is added to `providerFactories` under a name the configuration can pick (docs/accounts.md).
 */
export interface MessageProvider {
  readonly name: string;
  send(db: Database, message: OutgoingMessage): Promise<void>;
}

export class DeliveryRefused extends Error {}

/** Stores the message in the database; the platform operator reads it on the message-outbox screen. */
export const outboxProvider: MessageProvider = {
  name: 'outbox',
  async send(db, message) {
    await db.insert(messageOutbox).values({
      channel: message.channel,
      destination: message.destination,
      template: message.template,
      subject: message.subject ?? null,
      body: message.body,
      language: message.language,
    });
  },
};

/** For area codes or channels with no delivery service: every request fails ("failed to get the verification code"). */
export const noneProvider: MessageProvider = {
  name: 'none',
  async send() {
    throw new DeliveryRefused('no delivery service is configured for this destination');
  },
};

export const providerFactories: Record<string, () => MessageProvider> = {
  outbox: () => outboxProvider,
  none: () => noneProvider,
};

function make(name: string): MessageProvider {
  const factory = providerFactories[name];
  if (!factory)
    throw new Error(`unknown message provider "${name}" (known: ${Object.keys(providerFactories).join(', ')})`);
  return factory();
}

export interface ProviderRouter {
  forSms(areaCode: string): MessageProvider;
  forEmail(): MessageProvider;
}

/** Picks the provider per channel and, for SMS, per phone area code; unknown names fail at start-up. */
export function providerRouter(settings: AccountSettings): ProviderRouter {
  const sms = make(settings.smsProvider);
  const byArea = Object.fromEntries(
    Object.entries(settings.smsProviderByArea).map(([area, name]) => [area, make(name)]),
  );
  const email = make(settings.emailProvider);
  return { forSms: (areaCode) => byArea[areaCode] ?? sms, forEmail: () => email };
}
