import { hasAuthCode } from '@pcbunion/core';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../http/errors.js';
import { signedIn, type SignedIn } from '../../platform/session/session-plugin.js';
import { authCodeOf } from '../../platform/access/catalogue-index.js';

/**
 * preHandler: the caller must hold at least one of the member-centre screens that show this data (spec 01 §6:
 * a hidden menu is a closed endpoint). The balance is read by member information, account balance and the
 * withdrawal application alike.
 */
export function anyScreen(packageUrls: string[], grantAll: boolean) {
  const codes = packageUrls.map(authCodeOf);
  return async (request: FastifyRequest) => {
    const caller = signedIn(request);
    if (grantAll) return;
    if (!codes.some((code) => hasAuthCode(caller.staff.permissionMask, code))) throw forbidden();
  };
}

/** The caller and its enterprise (every wallet row belongs to the caller's enterprise). */
export function member(request: FastifyRequest): SignedIn & { enterpriseUid: string } {
  const caller = signedIn(request);
  return caller as SignedIn & { enterpriseUid: string };
}

export const SCREENS = {
  balance: ['member-information', 'account-balance', 'withdrawal-application', 'withdrawal-records'],
  statement: ['account-balance'],
  recharge: ['member-information', 'account-balance'],
  bankAccounts: ['bank-account', 'withdrawal-application'],
  withdrawals: ['withdrawal-application', 'withdrawal-records'],
};
