import { bellRinger } from '../../platform/notify/index.js';
import type { Bell } from './context.js';
import { bellWords } from './messages.js';

/** The screen each side watches its orders on: the bell opens it. */
const SCREEN_OF = { customer: 'my-order', factory: 'order-management' } as const;

/** The other side hears it once the change is committed, on its order screen. */
export const ringBells = bellRinger<Bell>({
  kind: 'order',
  failed: 'order bell failed',
  screens: (bell) => [SCREEN_OF[bell.side]],
  words: (bell) => bellWords[bell.event],
  values: (bell) => ({ no: bell.no }),
  link: (bell) => `/${SCREEN_OF[bell.side]}`,
});
