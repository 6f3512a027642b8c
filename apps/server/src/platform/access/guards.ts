import type { FastifyRequest } from 'fastify';
import { hasAuthCode } from '@pcbunion/core';
import { forbidden, unauthorized } from '../../http/errors.js';
import { signedIn, type SignedIn } from '../session/session-plugin.js';
import { authCodeOf } from './catalogue-index.js';

/** A caller acting inside its enterprise. */
export type InEnterprise = SignedIn & { enterpriseUid: string };

/** The caller and its enterprise, or the same 401 as `signedIn`. */
export function signedInToEnterprise(request: FastifyRequest): InEnterprise {
  const caller = signedIn(request);
  if (!caller.enterpriseUid) throw unauthorized();
  return caller as InEnterprise;
}

/** Whether a permission mask holds one of the screens (menu package_urls). */
export function maskHoldsScreen(mask: string | bigint, screens: readonly string[]): boolean {
  return screens.some((url) => hasAuthCode(mask, authCodeOf(url)));
}

/** Whether the signed-in caller (401 otherwise) holds one of the screens, or every screen is granted. */
export function holdsScreen(request: FastifyRequest, screens: readonly string[], grantAll: boolean): boolean {
  const caller = signedIn(request);
  return grantAll || maskHoldsScreen(caller.staff.permissionMask, screens);
}

/**
 * preHandler that refuses a caller holding none of the screens (spec 01 §6: a hidden menu is also a closed
 * endpoint). The screens are looked up at registration, so a name not in the catalogue stops the start-up.
 */
export function requireScreen(screens: readonly string[], grantAll: boolean) {
  const codes = screens.map(authCodeOf);
  return async (request: FastifyRequest) => {
    const caller = signedIn(request);
    if (grantAll) return;
    if (!codes.some((code) => hasAuthCode(caller.staff.permissionMask, code))) throw forbidden();
  };
}
