import { bellRinger } from '../../platform/notify/index.js';
import type { PurchaseBell } from './context.js';
import { bellWords } from './messages.js';

/** The other side hears it once the change is committed, on the bell's screen, linked to the order. */
export const ringPurchaseBells = bellRinger<PurchaseBell>({
  kind: 'purchase',
  failed: 'purchase bell failed',
  screens: (bell) => [bell.screen],
  words: (bell) => bellWords[bell.event],
  values: (bell) => ({ no: bell.no, version: bell.version }),
  link: (bell) => `/purchase-order-detail/index?no=${bell.no}`,
});
