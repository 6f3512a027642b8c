import { maskFromAuthCodes, parseMask } from '@pcbunion/core';
import type { EnterpriseKind } from '../../db/schema/menus.js';
import { menuCatalogue } from './menu-catalogue.js';

const byPackageUrl = new Map(menuCatalogue.filter((m) => m.packageUrl).map((m) => [m.packageUrl!, m]));

/** The auth code of the screen at `packageUrl`; throws at start-up for a name that is not in the catalogue. */
export function authCodeOf(packageUrl: string): number {
  const menu = byPackageUrl.get(packageUrl);
  if (!menu) throw new Error(`no menu with package_url "${packageUrl}" in the catalogue`);
  return menu.authCode;
}

const kindMasks = new Map<EnterpriseKind, string>();

/**
 * Every screen of an enterprise kind as a permission mask: what the enterprise's admin holds (a new screen of the
 * kind reaches every admin with the release that adds it), and what a newly registered enterprise's admin is given.
 */
export function kindMask(kind: EnterpriseKind): string {
  let mask = kindMasks.get(kind);
  if (mask === undefined) {
    mask = maskFromAuthCodes(
      menuCatalogue.filter((m) => m.packageUrl && m.kinds.includes(kind)).map((m) => m.authCode),
    );
    kindMasks.set(kind, mask);
  }
  return mask;
}

const adminMasks = new Map<string, string>();
const KEPT_ADMIN_MASKS = 1000;

/**
 * What an enterprise's admin holds: every screen of its kind, and any other screen its own mask was given.
 * Asked on each signed-in request of an admin, so each (kind, mask) is worked out once; admins share a few masks.
 */
export function adminMask(kind: EnterpriseKind, ownMask: string): string {
  const key = `${kind}:${ownMask}`;
  let mask = adminMasks.get(key);
  if (mask === undefined) {
    if (adminMasks.size >= KEPT_ADMIN_MASKS) adminMasks.clear();
    mask = (parseMask(kindMask(kind)) | parseMask(ownMask)).toString(16);
    adminMasks.set(key, mask);
  }
  return mask;
}
