import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { queryClient } from '../../api/query-client';

/**
 * What every screen may rely on: antd's App context (`App.useApp()` for message, modal, notification) and TanStack
 * Query. Mounted by the layout, standalone pages and the registration view — not by the login page, which stays small.
 */
export default function PageProviders({ children }: { children: ReactNode }) {
  return (
    <App>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </App>
  );
}
