import { bellRinger } from '../../platform/notify/index.js';
import type { BillingBell } from './context.js';
import { bellWords } from './messages.js';

/** The other side hears it once the change is committed, on the bell's screen, linked to the record. */
export const ringBillingBells = bellRinger<BillingBell>({
  kind: 'purchase',
  failed: 'supplier billing bell failed',
  screens: (bell) => [bell.screen],
  words: (bell) => bellWords[bell.event],
  values: (bell) => ({ no: bell.no, period: bell.period ?? '' }),
  link: (bell) => bell.link,
});
