import { biddingNotices, messageStatistics } from '../../api/shell';
import { sessionStore } from '../../stores/session';

/**
 * What the workbench can count today, per granted area (package_url), from calls that exist. An area without a
 * counter here shows its shortcut without a number — never a made-up one. Add a line when an area gets its API.
 */
export interface AreaCounter {
  /** locale key in `dashboard` for what is counted */
  label: string;
  count: () => Promise<number>;
}

const unreadWorkOrders = () => messageStatistics(sessionStore.session()?.satff_member ?? 0).then((a) => a.totlecount);

export const AREA_COUNTERS: Record<string, AreaCounter> = {
  'work-order-center': { label: 'unreadMessages', count: unreadWorkOrders },
  'want-consult': { label: 'unreadMessages', count: unreadWorkOrders },
  'purchasing-manage': { label: 'openBiddings', count: () => biddingNotices().then((items) => items.length) },
};
