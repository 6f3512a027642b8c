import { biddingNotices, messageStatistics } from '../../api/shell';
import { listGerberFiles } from '../../features/gerber/api';
import { sessionStore } from '../../stores/session';

/**
 * What the workbench can count today, per granted area (package_url), from calls that exist. An area without a
 * counter here shows its shortcut without a number — never a made-up one. Add a line when an area gets its API.
 */
export interface AreaCounter {
  /** locale key in `dashboard` for what is counted */
  label: string;
  count: () => Promise<number>;
  /** Cached under the area's own query key, so what the area invalidates after a change refreshes the count too. */
  queryKey: readonly unknown[];
}

const unreadWorkOrders = () => messageStatistics(sessionStore.session()?.satff_member ?? 0).then((a) => a.totlecount);

export const AREA_COUNTERS: Record<string, AreaCounter> = {
  'work-order-center': { label: 'unreadMessages', count: unreadWorkOrders, queryKey: ['messages', 'unread'] },
  'want-consult': { label: 'unreadMessages', count: unreadWorkOrders, queryKey: ['messages', 'unread'] },
  'purchasing-manage': {
    label: 'openBiddings',
    count: () => biddingNotices().then((items) => items.length),
    queryKey: ['bidding', 'open'],
  },
  /** Analysed Gerber sets still waiting for the factory's review (spec 02 §4). */
  'gerber-file-management': {
    label: 'gerberToReview',
    count: () =>
      listGerberFiles({ page_no: 1, page_size: 20, upload_status: 'success', audit_status: 'under_review' }).then(
        (page) => page.total,
      ),
    queryKey: ['gerber', 'workbench', 'to-review'],
  },
};
