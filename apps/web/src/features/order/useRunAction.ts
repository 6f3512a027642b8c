import { App } from 'antd';
import { useCallback, useState } from 'react';

/**
 * Runs one order action: while it runs the caller shows it busy; on success the message and `onDone` (the list reloads);
 * answers whether it succeeded. A refusal was already shown by the HTTP client (409 names the current state) and leaves everything as it was.
 */
export function useRunAction(onDone: () => void) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(
    async <T>(id: string, action: () => Promise<T>, success: string | ((result: T) => string)): Promise<boolean> => {
      setBusy(id);
      try {
        const result = await action();
        void message.success(typeof success === 'string' ? success : success(result));
        onDone();
        return true;
      } catch {
        onDone();
        return false;
      } finally {
        setBusy(null);
      }
    },
    [message, onDone],
  );
  return { run, busy };
}
