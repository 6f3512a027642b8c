import { hasAuthCode } from '@pcbunion/core';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../http/errors.js';
import { signedIn } from '../../platform/session/session-plugin.js';
import { authCodeOf } from '../../platform/access/catalogue-index.js';

/** The screens of orders (menu package_urls): the customer's My order, recycle bin and cart; the factory's order management. */
export const ORDER_SCREENS = {
  customer: ['my-order', 'recycle-bin', 'shopping-cart'],
  factory: ['order-management'],
} as const;

/** preHandler: the caller holds one of the screens (spec 01 §6: a hidden menu is a closed endpoint). */
export function anyScreen(packageUrls: readonly string[], grantAll: boolean) {
  const codes = packageUrls.map(authCodeOf);
  return async (request: FastifyRequest) => {
    const caller = signedIn(request);
    if (grantAll) return;
    if (!codes.some((code) => hasAuthCode(caller.staff.permissionMask, code))) throw forbidden();
  };
}

/** Whether the caller holds one of the screens (for a list whose side is picked by the query). */
export function holds(request: FastifyRequest, packageUrls: readonly string[], grantAll: boolean): boolean {
  const caller = signedIn(request);
  return grantAll || packageUrls.some((url) => hasAuthCode(caller.staff.permissionMask, authCodeOf(url)));
}
