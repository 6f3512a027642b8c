import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../http/errors.js';
import { requestLanguage } from '../../../http/language.js';
import { loadAccountSettings } from '../accounts/settings.js';
import { providerRouter } from '../verification/providers.js';
import type { SignInMethod, SignInOutcome } from './messages.js';
import { alertNewBrowser } from './service/alert.js';
import { browserMarks, DEVICE_COOKIE, DEVICE_COOKIE_DAYS, seeBrowser } from './service/browsers.js';
import { lastLanguageOf, recordSignIn } from './service/record.js';

/** The reason a refused sign-in is recorded with, from the refusal; null when it is not one of the account's. */
export function outcomeOfRefusal(error: unknown): SignInOutcome | null {
  if (!(error instanceof AppError)) return null;
  if (error.statusCode === 429) return 'throttled';
  const key = error.messageKey;
  if (key === 'passwordError') return 'password_wrong';
  if (key === 'userInvalid') return 'account_disabled';
  if (key === 'noEnterprise') return 'no_enterprise';
  if (error.field === 'code' || error.field === 'recovery_code') return 'code_wrong';
  return null;
}

/**
 * Records sign-in attempts for the sign-in routes (password, code step, setup, ticket, WeChat): refusals with their
 * reason, and successes, which also recognise the browser (device cookie) and alert the account of a new one.
 */
export function signInRecorder(app: FastifyInstance, db: Database) {
  const providers = providerRouter(loadAccountSettings());
  const base = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    language: requestLanguage(request),
    at: app.clock.now(),
  });

  /** An attempt that did not (yet) give a session. */
  const attempted = async (
    request: FastifyRequest,
    accountUids: string[],
    method: SignInMethod,
    outcome: SignInOutcome,
  ) => {
    for (const accountUid of accountUids) await recordSignIn(db, { ...base(request), accountUid, method, outcome });
  };

  return {
    attempted,

    /** Records a refusal when it is one of the account's (a wrong password, code, a throttle …), and rethrows it. */
    async refused(
      request: FastifyRequest,
      accountUids: string[],
      method: SignInMethod,
      error: unknown,
    ): Promise<never> {
      const outcome = outcomeOfRefusal(error);
      if (outcome) await attempted(request, accountUids, method, outcome);
      throw error;
    },

    /**
     * A session was granted: the browser is recognised (its device cookie set after the session's), the attempt
     * recorded, and a browser the account has not used in 90 days rings the bell and sends a message.
     */
    async succeeded(
      request: FastifyRequest,
      reply: FastifyReply,
      signIn: { accountUid: string; method: SignInMethod; enterpriseUid?: string | null },
    ): Promise<void> {
      const at = base(request);
      const marks = await browserMarks(db, request.cookies[DEVICE_COOKIE], at);
      const { isNew } = await seeBrowser(db, signIn.accountUid, marks, at.at);
      const language = (await lastLanguageOf(db, signIn.accountUid)) ?? at.language;
      await recordSignIn(db, { ...at, ...signIn, outcome: 'success', newBrowser: isNew });
      reply.setCookie(DEVICE_COOKIE, marks.cookie, {
        path: '/api/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: DEVICE_COOKIE_DAYS * 24 * 3600,
      });
      if (!isNew) return;
      // The sign-in stands even when the alert cannot be delivered (a provider refusing, say).
      await alertNewBrowser(db, app.notifier, providers, { ...at, accountUid: signIn.accountUid, language }).catch(
        (error: unknown) => request.log.warn({ err: error }, 'new-browser alert not delivered'),
      );
    },
  };
}

export type SignInRecorder = ReturnType<typeof signInRecorder>;
