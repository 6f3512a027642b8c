import { PRODUCT_ID, SPACE_ID, SYSTEM_ID, text } from '@pcbunion/core';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import type { SignedIn } from './session-plugin.js';

/** Identity fields the spec's payloads carry: accepted, checked against the session, never trusted. */
export const identityFields = {
  productid: text(200).optional(),
  spaceid: text(200).optional(),
  systemid: z.union([text(200), z.number()]).optional(),
  sessionid: text(200).optional(),
  usercode1: text(200).optional(),
  suppenterpriseuid: text(200).optional(),
  staff_uid: text(200).optional(),
  uid: text(200).optional(),
};

/**
 * DESIGN.md § API: identity fields in a payload are accepted but must agree with the session;
 * the session is the only source of who is calling.
 */
export function assertIdentityAgrees(
  caller: SignedIn,
  body: {
    productid?: string;
    spaceid?: string;
    systemid?: string | number;
    sessionid?: string;
    usercode1?: string;
    suppenterpriseuid?: string;
    staff_uid?: string;
    /** verify_login's spelling of staff_uid. */
    staffuid?: string;
    uid?: string;
  },
): void {
  const disagrees =
    (body.productid !== undefined && body.productid !== PRODUCT_ID) ||
    (body.spaceid !== undefined && body.spaceid !== SPACE_ID) ||
    (body.systemid !== undefined && String(body.systemid) !== String(SYSTEM_ID)) ||
    (body.staffuid !== undefined && body.staffuid !== caller.staffUid) ||
    (body.sessionid !== undefined && body.sessionid !== caller.uid) ||
    (body.usercode1 !== undefined && body.usercode1 !== caller.userNo) ||
    (body.suppenterpriseuid !== undefined && body.suppenterpriseuid !== caller.enterpriseUid) ||
    (body.staff_uid !== undefined && body.staff_uid !== caller.staffUid);
  if (disagrees) throw new AppError(403, 'identityMismatch');
}
