import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { fetchStatic } from './runtime-config';

const UpdateDialog = lazy(() => import('./UpdateDialog'));

export const VERSION_CHECK_INTERVAL_MS = 60_000;

/**
 * Spec 01 §7, §8: version.json is read at start, every 60 s and when the window regains focus; a different version
 * opens the "system update" dialog whose button reloads the page.
 */
export default function VersionCheck() {
  const loaded = useRef<string | null>(null);
  const [outdated, setOutdated] = useState(false);

  useEffect(() => {
    const check = async () => {
      try {
        const { version } = await fetchStatic<{ version: string }>('/version.json');
        if (loaded.current === null) loaded.current = version;
        else if (version !== loaded.current) setOutdated(true);
      } catch {
        /* offline or the server restarting: try again later */
      }
    };
    void check();
    const timer = setInterval(check, VERSION_CHECK_INTERVAL_MS);
    window.addEventListener('focus', check);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', check);
    };
  }, []);

  return outdated ? (
    <Suspense>
      <UpdateDialog />
    </Suspense>
  ) : null;
}
