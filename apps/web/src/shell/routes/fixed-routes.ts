/**
 * Routes that exist whatever the menus say (spec 01 §2.2, §2.3). Standalone ones render without the layout.
 * The path segment is also the page folder: `pages/<segment>/index.tsx`, else the coming-later state.
 */
export const STANDALONE_ROUTES = [
  'sure',
  'customer-order-information-print',
  'purchase-order-detail-print',
  'login-help',
  'third-party-customer-information',
  'process-capability1',
  'file-list',
  'text-ceshi',
  'eq-module',
  'eq-module-detail',
  'register',
  'join',
  'instant-quote',
] as const;

/**
 * Pass the guard without a session (§2.3), plus registration (also shown in the login card), invite links and the
 * public instant quote (issue 22, beyond §2.3).
 */
const PUBLIC_SEGMENTS = new Set([
  'login',
  '404',
  'third-party-customer-information',
  'process-capability1',
  'eq-module',
  'eq-module-detail',
  'text-ceshi',
  'file-list',
  'login-help',
  'register',
  'join',
  'instant-quote',
]);

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_SEGMENTS.has(pathname.split('/').filter(Boolean)[0] ?? '');
}

/** Screens of the shell inside the layout, open to every signed-in user (personal profile, message centre). */
export const SHELL_PAGES = ['personal-Information', 'message-centre'] as const;

/** The workbench: `/dashboard`, shown for the menu collaborative-workbench, an affix tab. */
export const DASHBOARD_PATH = '/dashboard';
export const WORKBENCH_MENU = 'collaborative-workbench';
