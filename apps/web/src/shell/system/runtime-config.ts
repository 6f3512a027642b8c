import { DEFAULT_FAVICON, runtimeConfigStore, type RuntimeConfig } from '../../stores/runtime-config';

/** Fetches a static JSON file with a timestamp so no cache answers for it (spec 01 §7). */
export async function fetchStatic<T>(path: string): Promise<T> {
  const res = await fetch(`${path}?t=${Date.now()}`, { cache: 'no-store' });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

function setFavicon(href: string) {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = href;
}

/** config.json → favicon and project name; on failure the default icon and an empty project name (spec 01 §8). */
export async function loadRuntimeConfig(): Promise<void> {
  try {
    const config = await fetchStatic<Partial<RuntimeConfig>>('/config.json');
    setFavicon(config.faviconIcon || DEFAULT_FAVICON);
    runtimeConfigStore.set({
      faviconIcon: config.faviconIcon ?? null,
      faviconSmallIcon: config.faviconSmallIcon ?? null,
      projectName: config.projectName ?? '',
      parameterExtractionUrl: config.parameterExtractionUrl ?? null,
    });
  } catch {
    setFavicon(DEFAULT_FAVICON);
    runtimeConfigStore.set({
      faviconIcon: null,
      faviconSmallIcon: null,
      projectName: '',
      parameterExtractionUrl: null,
    });
  }
}
