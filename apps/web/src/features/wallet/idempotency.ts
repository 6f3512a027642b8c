import { useCallback, useRef } from 'react';

/** A random UUID v4; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The `Idempotency-Key` of one user action. Submitting the same action again (a retry after a failure or a time-out)
 * reuses its key, so the server answers the stored result instead of moving the money twice; another action — other
 * values, or the same values after the first one succeeded — gets a new key.
 */
export function useIdempotencyKey() {
  const current = useRef<{ action: string; key: string } | null>(null);
  const keyFor = useCallback((action: unknown) => {
    const text = JSON.stringify(action);
    if (current.current?.action !== text) current.current = { action: text, key: newUuid() };
    return current.current.key;
  }, []);
  /** The action succeeded: the next one, even with the same values, is a new action. */
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, done };
}
