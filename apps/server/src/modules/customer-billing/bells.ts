import { bellRinger } from '../../platform/notify/index.js';
import type { BillingBell } from './context.js';
import { bellWords } from './messages.js';

/** The other side hears it on the record's screen (a customer on My order too), linked to the record's detail. */
export const ringBillingBells = bellRinger<BillingBell>({
  kind: 'sales',
  failed: 'customer billing bell failed',
  screens: (bell) => [bell.screen, 'my-order'],
  words: (bell) => bellWords[bell.event],
  values: (bell) => bell.values,
  link: (bell) =>
    bell.screen === 'customer-statement'
      ? `/customer-statement-detail/index?no=${bell.values.no}`
      : `/customer-invoice-add/index?no=${bell.values.no}`,
});
