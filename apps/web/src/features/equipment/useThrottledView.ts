import { useEffect, useRef, useState } from 'react';

/**
 * A value shown at most once per `ms` after `show(read)`: hundreds of readings a second, two renders. `read` runs
 * when the time comes, so it sees every reading buffered until then.
 */
export function useThrottledView<T>(initial: T, ms: number): [T, (read: () => T) => void] {
  const [view, setView] = useState(initial);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latestRead = useRef<() => T>(() => initial);
  useEffect(() => () => void (pending.current && clearTimeout(pending.current)), []);
  const show = (read: () => T) => {
    latestRead.current = read;
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      setView(latestRead.current());
    }, ms);
  };
  return [view, show];
}
