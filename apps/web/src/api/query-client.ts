import { QueryClient } from '@tanstack/react-query';
import { onApiWrite } from './http';

/**
 * One query cache for the app; emptied on logout so the next account never sees the last one's data.
 *
 * Data read in the last 30 s is not read again when a page mounts or its kept-alive tab is shown again: a tab switch
 * costs no request and no loading state. Freshness is kept where it matters: a write from this browser (any call but
 * GET) marks every cached read stale — none is refetched there, the page that wrote refreshes what it shows — so any
 * other page reads afresh when shown; the tab strip's refresh does the same. Changes made elsewhere show within 30 s
 * of a tab switch, or at once with a page's reload. A query may ask for less (the live price book: 5 s).
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

/** Marks every cached read stale without refetching it: each is read again when next shown. */
export const markReadsStale = () => void queryClient.invalidateQueries({ refetchType: 'none' });

onApiWrite(markReadsStale);
