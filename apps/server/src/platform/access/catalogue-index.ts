import { menuCatalogue } from './menu-catalogue.js';

const byPackageUrl = new Map(menuCatalogue.filter((m) => m.packageUrl).map((m) => [m.packageUrl!, m]));

/** The auth code of the screen at `packageUrl`; throws at start-up for a name that is not in the catalogue. */
export function authCodeOf(packageUrl: string): number {
  const menu = byPackageUrl.get(packageUrl);
  if (!menu) throw new Error(`no menu with package_url "${packageUrl}" in the catalogue`);
  return menu.authCode;
}
