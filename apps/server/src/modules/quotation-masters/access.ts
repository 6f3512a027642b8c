import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../../db/client.js';
import { forbidden } from '../../http/errors.js';
import { requestLanguage, type Language } from '../../http/language.js';
import { signedIn } from '../../platform/session/session-plugin.js';
import { requireScreen, signedInToEnterprise } from '../../platform/access/guards.js';

/** The screens of issue 16 (menu package_urls of the catalogue): the quotation areas' routes check these. */
export const SCREENS = {
  quotations: 'quotation-management',
  approval: 'online-quotation-approval',
  processFlows: 'process-flow-management',
  materials: 'material-files',
} as const;

/** Who acts on a quotation: the caller's enterprise, account, name, address and language. */
export interface QuotationActor {
  enterpriseUid: string;
  accountUid: string;
  name: string;
  ip: string;
  language: Language;
}

export function actorOf(request: FastifyRequest): QuotationActor {
  const caller = signedInToEnterprise(request);
  return {
    enterpriseUid: caller.enterpriseUid,
    accountUid: caller.accountUid,
    name: caller.staff.staffName,
    ip: request.ip,
    language: requestLanguage(request),
  };
}

/** preHandler: a factory's staff holding one of the screens' permission bits (spec 01 §6). */
export function requireScreens(packageUrls: readonly string[], grantAll: boolean): preHandlerAsyncHookHandler {
  const screen = requireScreen(packageUrls, grantAll);
  return async (request) => {
    if (signedIn(request).staff.enterpriseKind !== 'factory') throw forbidden();
    await screen(request);
  };
}

/** What the quotation areas' route plugins are given: the database and whether every screen is granted (dev). */
export interface QuotationRouteOptions {
  db: Database;
  grantAll: boolean;
}
