import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { eq } from 'drizzle-orm';
import type { DataLevel } from '@pcbunion/core';
import type { Database } from '../../db/client.js';
import { enterprises } from '../../db/schema/index.js';
import { forbidden } from '../../http/errors.js';
import { signedIn } from '../../platform/session/session-plugin.js';
import { pricingText } from './rule-error.js';
import { requireScreen, signedInToEnterprise } from '../../platform/access/guards.js';

/** The screens of issue 6 (menu package_urls of the catalogue). */
export const SCREENS = {
  parameters: 'quotation-parameter-management',
  projects: 'valuation-project-management',
  classifications: 'product-classification',
  bindings: 'product-project-binding',
  basePrices: 'product-base-price',
  quotationTable: 'valuation-project-quoted',
  onlineQuotation: 'online-quotation-management',
} as const;

/** Who edits pricing data: an enterprise, acting at platform level (the platform operator) or merchant level (a factory). */
export interface PricingActor {
  enterpriseUid: string;
  level: DataLevel;
  accountUid: string;
  ip: string;
}

export function actorOf(request: FastifyRequest): PricingActor {
  const caller = signedInToEnterprise(request);
  return {
    enterpriseUid: caller.enterpriseUid,
    level: caller.staff.enterpriseKind === 'platform' ? 'platform' : 'merchant',
    accountUid: caller.accountUid,
    ip: request.ip,
  };
}

/**
 * preHandler: the caller holds the permission bit of one of the screens (spec 01 §6), and its enterprise is
 * of a kind that may use them: a factory, or the platform for the platform-level screens.
 */
export function requireScreens(
  packageUrls: readonly string[],
  opts: { grantAll: boolean; platform?: boolean },
): preHandlerAsyncHookHandler {
  const screen = requireScreen(packageUrls, opts.grantAll);
  return async (request) => {
    const kind = signedIn(request).staff.enterpriseKind;
    if (kind !== 'factory' && !(opts.platform && kind === 'platform')) throw forbidden();
    await screen(request);
  };
}

/** Platform-level data is the platform's to change: a merchant gets 403 "This data cannot be deleted or modified." */
export function lockedError() {
  return forbidden(pricingText('data.locked'));
}

/** The platform enterprise, whose parameters and classifications every merchant shares. Looked up once. */
export class PlatformDirectory {
  private platform: Promise<string | null> | undefined;
  constructor(private readonly db: Database) {}

  platformUid(): Promise<string | null> {
    this.platform ??= this.db
      .select({ uid: enterprises.uid })
      .from(enterprises)
      .where(eq(enterprises.kind, 'platform'))
      .orderBy(enterprises.enterpriseNo)
      .limit(1)
      .then(([row]) => row?.uid ?? null);
    return this.platform;
  }
}
