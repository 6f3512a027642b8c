import { useEffect, useState } from 'react';

/** However the first answer goes, the rest of the page is not held back longer than this. */
const AT_THE_LATEST_MS = 3_000;

/**
 * Whether the parts below the form may render: from the frame after the form has answered (a price, or what to fill
 * in) or there is nothing to wait for (`answered`). The price is painted first, without their code or styles.
 */
export function useFirstAnswer(answered: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return undefined;
    let timer = setTimeout(() => setShown(true), AT_THE_LATEST_MS);
    let frame = 0;
    if (answered)
      frame = requestAnimationFrame(() => {
        clearTimeout(timer);
        timer = setTimeout(() => setShown(true));
      });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [answered, shown]);
  return shown;
}
