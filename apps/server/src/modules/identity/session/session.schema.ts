import { checkPasswordChange, text } from '@pcbunion/core';
import { z } from 'zod';
import { instant } from '../../../http/answer.js';
import { identityFields } from '../../../platform/session/identity.js';

/** POST /api/verify_login (spec 01 §7): identity fields only, checked against the cookie's session. */
export const verifyLoginBody = z
  .object({ ...identityFields, staffuid: text(200).optional(), login_type: text(200).optional() })
  .optional();

/** POST /api/polling-login: `uid` is the public session id the client stored at login. */
export const pollingLoginBody = z.object({ ...identityFields, uid: text(64).min(1) });

/** The polling answer: is the session live, and if not, why it ended. */
export const sessionEndReasons = ['replaced', 'logout', 'expired', 'password_changed'] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];
export const sessionStateAnswer = z.object({ active: z.boolean(), reason: z.enum(sessionEndReasons).nullable() });

/** verify_login: the account's current session on this client (null when none is live). */
export const verifyLoginAnswer = z.object({ sessionid: z.string().nullable() });

const fieldOf = { current_pwd: 'old_password', new_pwd: 'new_password', re_pwd: 'new_password' } as const;

/**
 * POST /api/busiservice.pcbuniontrans.updatepassword: the same rule as the dialog (core's checkPasswordChange),
 * so a direct call with a weak password gets 400 naming `new_password`.
 */
export const updatePasswordBody = z
  .object({ ...identityFields, old_password: text(128), new_password: text(128) })
  .superRefine((body, ctx) => {
    const problem = checkPasswordChange({
      current_pwd: body.old_password,
      new_pwd: body.new_password,
      re_pwd: body.new_password,
    });
    if (problem) ctx.addIssue({ code: 'custom', path: [fieldOf[problem.field]], message: problem.problem });
  });
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>;

/**
 * POST /api/isonline (spec 02 §7 "encrypted data and session id"): the person is named by `user_uid`, their
 * account uid — what the caller's screens hold (an inquiry's or an order's people, a message's sender, the
 * `user_uid` a signed-in page stores). The spec's client encrypts its payload; here TLS carries it and the session
 * cookie says who asks: `sessionid`, like every identity field, must agree with the session when sent.
 */
export const isOnlineBody = z.object({ ...identityFields, user_uid: z.uuid() });

/** Whether the person holds a live socket on any server instance now, and when they were last seen (or null). */
export const isOnlineAnswer = z
  .object({ user_uid: z.string(), online: z.boolean(), last_seen_at: instant.nullable() })
  .meta({ id: 'OnlineState' });
