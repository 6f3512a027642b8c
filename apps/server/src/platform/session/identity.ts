import { text } from '@pcbunion/core';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import { namesAnotherProduct } from './product-check.js';
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
    namesAnotherProduct(body) ||
    (body.staffuid !== undefined && body.staffuid !== caller.staffUid) ||
    (body.sessionid !== undefined && body.sessionid !== caller.uid) ||
    (body.usercode1 !== undefined && body.usercode1 !== caller.userNo) ||
    (body.suppenterpriseuid !== undefined && body.suppenterpriseuid !== caller.enterpriseUid) ||
    (body.staff_uid !== undefined && body.staff_uid !== caller.staffUid);
  if (disagrees) throw new AppError(403, 'identityMismatch');
}
