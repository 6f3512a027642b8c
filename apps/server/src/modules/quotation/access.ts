import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { QuotationRole } from '@pcbunion/core';
import { forbidden } from '../../http/errors.js';
import { requestLanguage, type Language } from '../../http/language.js';
import { signedIn } from '../../platform/session/session-plugin.js';
import { requireScreen, signedInToEnterprise } from '../../platform/access/guards.js';

/** The screens of issue 16 (menu package_urls of the catalogue). */
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

/** The screen an action's role works on: the quoter on quotation management, the approver on approval. */
export const screenOf = (role: QuotationRole) => (role === 'quoter' ? SCREENS.quotations : SCREENS.approval);
