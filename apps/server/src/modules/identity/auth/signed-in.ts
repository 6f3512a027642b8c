import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../../http/envelope.js';
import { requestLanguage } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import { setSessionCookie } from '../accounts/session-cookie.js';
import type { SignInMethod } from '../sign-in-history/messages.js';
import type { SignInRecorder } from '../sign-in-history/recorder.js';
import type { LoginOutcome } from './service/login.js';

/**
 * The end of every password sign-in (password step, code step, forced enrolment): the sessions it replaced are
 * told, the session cookie set, the attempt recorded (a new browser alerts the account), the answer given.
 */
export function signInFinisher(app: FastifyInstance, recorder: SignInRecorder) {
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    outcome: LoginOutcome,
    signIn: { accountUid: string; method: SignInMethod },
  ) => {
    await app.sessionEvents.emit({ sessionUids: outcome.replaced, reason: 'replaced' });
    setSessionCookie(request, reply, outcome.token);
    const only = outcome.answer.joined_enterprise_info.length === 1 ? outcome.answer.joined_enterprise_info[0] : null;
    await recorder.succeeded(request, reply, { ...signIn, enterpriseUid: only?.enterprise_uid ?? null });
    const key = outcome.answer.choose_enterprise ? 'chooseEnterprise' : 'loginOk';
    return ok(outcome.answer, translate(requestLanguage(request), key));
  };
}

export type SignInFinisher = ReturnType<typeof signInFinisher>;
