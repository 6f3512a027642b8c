import { useEffect, useRef, useState } from 'react';

/** A counter that changes at most once per `ms` after `bump()`: hundreds of readings a second, two renders. */
export function useThrottledTick(ms: number): { value: number; bump: () => void } {
  const [value, setValue] = useState(0);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (pending.current && clearTimeout(pending.current)), []);
  const bump = () => {
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      setValue((n) => n + 1);
    }, ms);
  };
  return { value, bump };
}
