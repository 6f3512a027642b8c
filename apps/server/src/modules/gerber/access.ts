import { and, eq, or, type SQL } from 'drizzle-orm';
import { gerberFiles } from '../../db/schema/index.js';
import { forbidden } from '../../http/errors.js';
import { maskHoldsScreen, type InEnterprise } from '../../platform/access/guards.js';

/** The factory screen (manages the files sent to it) and the customer screen (uploads through the inquiry form). */
export const MANAGEMENT_SCREEN = 'gerber-file-management';
export const INQUIRY_SCREEN = 'online-inquiry-management';

export interface GerberCaller {
  accountUid: string;
  staffUid: string;
  staffName: string;
  enterpriseUid: string;
  enterpriseKind: string;
  manages: boolean;
  inquires: boolean;
}

export function gerberCaller(caller: InEnterprise, grantAll: boolean): GerberCaller {
  const granted = (screen: string) => grantAll || maskHoldsScreen(caller.staff.permissionMask, [screen]);
  return {
    accountUid: caller.accountUid,
    staffUid: caller.staffUid!,
    staffName: caller.staff.staffName,
    enterpriseUid: caller.enterpriseUid,
    enterpriseKind: caller.staff.enterpriseKind,
    manages: granted(MANAGEMENT_SCREEN),
    inquires: granted(INQUIRY_SCREEN),
  };
}

/** Upload, progress and preview need one of the two screens. */
export function assertGerberUser(caller: GerberCaller): void {
  if (!caller.manages && !caller.inquires) throw forbidden();
}

/** Files a caller may see: its own enterprise's uploads, and for a factory screen the files sent to it. */
export function visibleTo(caller: GerberCaller): SQL {
  const own = eq(gerberFiles.enterpriseUid, caller.enterpriseUid);
  return caller.manages ? or(own, eq(gerberFiles.merchantUid, caller.enterpriseUid))! : own;
}

/** Files a factory may review, re-check, bind, expire and annotate: those sent to it (its own uploads included). */
export function managedBy(caller: GerberCaller, uid: string): SQL {
  return and(eq(gerberFiles.uid, uid), eq(gerberFiles.merchantUid, caller.enterpriseUid))!;
}
