import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { loadCatalogues } from './locales/i18n';
import { INSTANT_QUOTE_NAMESPACES } from './pages/instant-quote/namespaces';
import RouteGuard from './shell/guard/RouteGuard';
import { STANDALONE_ROUTES } from './shell/routes/fixed-routes';

/**
 * The routes. Fixed ones (spec 01 §2.2) are listed here; everything inside the layout — `/dashboard`, each menu's
 * `/{package_url}` → `/{package_url}/index`, the sub-pages of §2.5, `/redirect/*` — is resolved by the shell from the
 * granted menus (shell/routes/resolve-route.ts) and the page registry (shell/routes/page-registry.ts, which documents
 * the page convention and the route meta). Anything unknown or not granted goes to /404.
 */
const LoginPage = lazy(() => import('./pages/login'));
const NotFoundPage = lazy(() => import('./pages/404'));
/** The layout and standalone pages wait for every namespace of the current language (the login page needs only its own). */
const withCatalogues =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), loadCatalogues('all')]).then(([module]) => module);
const StandalonePage = lazy(withCatalogues(() => import('./shell/layout/StandalonePage')));
/** The public instant quote is a visitor's first page: it waits for its own few catalogues only. */
const QuoteStandalonePage = lazy(() =>
  Promise.all([
    // The page's code is in before the standalone page renders: no loading state in its place first.
    import('./shell/layout/StandalonePage').then((module) => module.preloadPage('instant-quote').then(() => module)),
    loadCatalogues(INSTANT_QUOTE_NAMESPACES),
  ]).then(([module]) => module),
);
const standalone = (segment: string) =>
  segment === 'instant-quote' ? <QuoteStandalonePage segment={segment} /> : <StandalonePage segment={segment} />;
const MainLayout = lazy(withCatalogues(() => import('./shell/layout/MainLayout')));

const page = (element: React.ReactNode) => <Suspense>{element}</Suspense>;

export const router = createBrowserRouter([
  {
    element: <RouteGuard />,
    children: [
      { path: '/login', element: page(<LoginPage />) },
      { path: '/login/index', element: page(<LoginPage />) },
      { path: '/404', element: page(<NotFoundPage />) },
      ...STANDALONE_ROUTES.flatMap((segment) => [
        { path: `/${segment}`, element: page(standalone(segment)) },
        { path: `/${segment}/index`, element: page(standalone(segment)) },
      ]),
      { path: '/*', element: page(<MainLayout />) },
    ],
  },
]);
