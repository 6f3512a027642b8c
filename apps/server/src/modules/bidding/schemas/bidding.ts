import { z } from 'zod';
import { text } from '@pcbunion/core';
import { identityFields } from '../../../platform/session/identity.js';

/**
 * biddingmessagequery (spec 01 §7): `uid` is the caller's enterprise, `auth_login_uid` its staff id and
 * `user_id` its account; all optional, all checked against the session.
 */
export const biddingQueryBody = z
  .object({ ...identityFields, auth_login_uid: text(200).optional(), user_id: text(200).optional() })
  .optional();

/** biddingmessageclose: the to-do rows to close, `data: [{ todowork_uid }]`. */
export const biddingCloseBody = z.object({
  ...identityFields,
  auth_login_uid: text(200).optional(),
  user_id: text(200).optional(),
  data: z
    .array(z.object({ todowork_uid: z.uuid() }).loose())
    .min(1)
    .max(200),
});

export type BiddingIdentity = NonNullable<z.infer<typeof biddingQueryBody>>;

/** An open bidding notice of the caller (the notice card's wire names, spec 01 §2.8). */
export const biddingNoticeAnswer = z
  .object({
    uid: z.string(),
    todowork_uid: z.string(),
    bidding_doccode: z.string(),
    mat_name: z.string(),
    /** The buying enterprise's name. */
    entp_name: z.string(),
    standard_request_details_no: z.string(),
  })
  .meta({ id: 'BiddingNotice' });

export const biddingClosedAnswer = z.object({ closed: z.number().int() });
