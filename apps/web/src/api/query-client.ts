import { QueryClient } from '@tanstack/react-query';

/** One query cache for the app; emptied on logout so the next account never sees the last one's data. */
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
