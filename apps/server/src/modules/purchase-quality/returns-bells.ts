import { qualityBellWords } from './messages.js';
import { bellRinger } from '../../platform/notify/index.js';

/** A bell about a purchase return, rung on the other side once the change is committed. */
export interface ReturnBell {
  enterpriseUid: string;
  event: 'request' | 'acknowledge' | 'cancel';
  no: string;
}

/** Every active member of that enterprise holding the purchase-returns screen (or its admin) gets a message. */
export const ringReturnBells = bellRinger<ReturnBell>({
  kind: 'purchase',
  failed: 'purchase return bell failed',
  screens: () => ['purchase-returns'],
  words: (bell) => qualityBellWords[bell.event],
  values: (bell) => ({ no: bell.no }),
  link: (bell) => `/purchase-returns-details/index?no=${bell.no}`,
});
