import { bellRinger } from '../../platform/notify/index.js';
import { bellWords } from './messages.js';

/** A bell to ring once the change is committed: the customer on its order screen, the factory on its notices. */
export interface SalesBell {
  enterpriseUid: string;
  screen: 'my-order' | 'sale-notice' | 'order-management';
  event: keyof typeof bellWords;
  values: Record<string, string>;
}

export const ringSalesBells = bellRinger<SalesBell>({
  kind: 'sales',
  failed: 'sales bell failed',
  screens: (bell) => [bell.screen],
  words: (bell) => bellWords[bell.event],
  values: (bell) => bell.values,
  link: (bell) =>
    bell.screen === 'sale-notice' ? `/sale-notice-detail/index?no=${bell.values.no}` : `/${bell.screen}`,
});
