import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The page registry — how a screen joins the portal. Other areas rely on this convention:
 *
 *   - A screen is `apps/web/src/pages/<route-segment>/index.tsx` with a default export, served at
 *     `/<route-segment>/index` (and `/<route-segment>` redirects there). `<route-segment>` is the menu's
 *     `package_url` exactly (e.g. `pages/quotation-management/index.tsx`).
 *   - A sub-page of spec 01 §2.5 is its own folder too (e.g. `pages/staff-management-son/index.tsx`); it is listed
 *     with its parent package_url and title key in `sub-pages.ts`, and a caller may open it when the parent is granted.
 *   - Pages are code-split: each folder becomes its own lazy chunk, loaded on menu hover, in idle time after sign-in
 *     (the granted screens, one at a time: `shell/layout/usePreloadPages.ts`), or at the latest on first visit.
 *   - A page is kept alive while its tab is open (React <Activity>). It must read the location it was opened with:
 *     `useLocation()` / `useSearchParams()` inside a page already give the tab's own location.
 *   - Query `flag=view|edit|add` gives the last breadcrumb the suffix detail / edit / add.
 *   - A route with no page file ends at the 404 page (`shell/routes/placeholders.test.ts` fails while one lacks it).
 *
 * Route meta used by the shell (see resolve-route.ts): `affix` (tab cannot be closed; the dashboard),
 * `authCode` (from the menu whose package_url is the first path segment; sub-pages take their parent's),
 * `title` (the menu name in the current language, or a `routes:` locale key).
 */
const modules = import.meta.glob<{ default: ComponentType }>('../../pages/*/index.tsx');

const loaders = new Map<string, () => Promise<{ default: ComponentType }>>();
for (const [file, load] of Object.entries(modules)) {
  const segment = /\/pages\/([^/]+)\/index\.tsx$/.exec(file)?.[1];
  if (segment) loaders.set(segment, load);
}

/** Screens handed out so far: one component per segment for the app's lifetime (a new one would remount the page). */
const components = new Map<string, ComponentType>();
/** Screens whose code has arrived (preloaded): shown without a Suspense fallback on their first visit. */
const arrived = new Map<string, ComponentType>();

export function hasPage(segment: string): boolean {
  return loaders.has(segment);
}

/**
 * The screen of a route segment, or null when that screen has no page file yet: the component itself when its code
 * was preloaded, else a lazy one (its first render shows the page's loading state while the chunk comes).
 */
export function pageComponent(segment: string): ComponentType | null {
  const load = loaders.get(segment);
  if (!load) return null;
  let component = components.get(segment);
  if (!component) {
    component = arrived.get(segment) ?? (lazy(load) as LazyExoticComponent<ComponentType>);
    components.set(segment, component);
  }
  return component;
}

/** Starts loading a screen ahead of its first visit (menu hover, idle time after sign-in); resolves when it is in. */
export function preloadPage(segment: string): Promise<void> {
  const load = loaders.get(segment);
  if (!load || arrived.has(segment)) return Promise.resolve();
  return load().then(
    (module) => void arrived.set(segment, module.default),
    () => undefined, // a failed preload is retried, and its error shown, by the visit itself
  );
}
