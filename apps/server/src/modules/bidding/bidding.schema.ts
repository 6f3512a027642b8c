import { z } from 'zod';
import { identityFields } from '../auth/login.schema.js';

/**
 * biddingmessagequery (spec 01 §7): `uid` is the caller's enterprise, `auth_login_uid` its staff id and
 * `user_id` its account; all optional, all checked against the session.
 */
export const biddingQueryBody = z
  .object({ ...identityFields, auth_login_uid: z.string().optional(), user_id: z.string().optional() })
  .optional();

/** biddingmessageclose: the to-do rows to close, `data: [{ todowork_uid }]`. */
export const biddingCloseBody = z.object({
  ...identityFields,
  auth_login_uid: z.string().optional(),
  user_id: z.string().optional(),
  data: z.array(z.object({ todowork_uid: z.uuid() }).loose()).min(1).max(200),
});

export type BiddingIdentity = NonNullable<z.infer<typeof biddingQueryBody>>;
