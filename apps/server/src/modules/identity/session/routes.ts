import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@pcbunion/core';
import { AppError, unauthorized } from '../../../http/errors.js';
import { ok } from '../../../http/envelope.js';
import { requestLanguage } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import { assertIdentityAgrees } from '../../../platform/session/identity.js';
import { signedIn } from '../../../platform/session/session-plugin.js';
import { SESSION_COOKIE } from '../../../platform/session/session-store.js';
import type { ModuleOptions } from '../../../platform/module-options.js';
import { sessionMessages } from './messages.js';
import { changeOwnPassword } from './service/password.js';
import { assertNotBreached } from '../accounts/field-problem.js';
import {
  isOnlineAnswer,
  isOnlineBody,
  pollingLoginBody,
  sessionStateAnswer,
  updatePasswordBody,
  verifyLoginAnswer,
  verifyLoginBody,
} from './session.schema.js';
import { onlineState } from './service/presence.js';
import { sessionOfCookie, sessionState, verifyLogin } from './service/session.js';
import { answers, fileAnswer, nothing } from '../../../http/answer.js';

/**
 * Session calls of spec 01 §7 (docs/api-shell.md): verify_login, polling-login, auth/check and updatepassword, and
 * isonline of spec 02 §7. None belongs to a screen, so none checks a menu bit; each acts on the caller's own
 * session or account only, but isonline, which reads whether a person the caller deals with is online.
 */
const sessionModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  const db = database.db;

  app.post(
    '/api/verify_login',
    {
      config: { openWhenExpired: true },
      schema: { body: verifyLoginBody, tags: ['session'], response: answers(verifyLoginAnswer) },
    },
    async (request) => {
      const session = await sessionOfCookie(db, request.cookies[SESSION_COOKIE]);
      if (!session) throw unauthorized();
      const body = request.body ?? {};
      const disagrees =
        (body.suppenterpriseuid !== undefined && body.suppenterpriseuid !== session.enterpriseUid) ||
        ((body.staffuid ?? body.staff_uid) !== undefined && (body.staffuid ?? body.staff_uid) !== session.staffUid);
      if (disagrees) throw new AppError(403, 'identityMismatch');
      return ok(await verifyLogin(db, session));
    },
  );

  app.post(
    '/api/polling-login',
    {
      config: { openWhenExpired: true },
      schema: { body: pollingLoginBody, tags: ['session'], response: answers(sessionStateAnswer) },
    },
    async (request) => {
      const session = await sessionOfCookie(db, request.cookies[SESSION_COOKIE]);
      if (!session) throw unauthorized();
      if (request.body.uid !== session.uid) throw new AppError(403, 'identityMismatch');
      return ok(sessionState(session));
    },
  );

  /**
   * POST /isonline of spec 02 §7: whether a person is online — holds a live /ws socket on any server instance
   * (docs/api-shell.md "Presence"). Signed-in callers only, about themselves, their own enterprise's staff or a
   * counterpart's (an inquiry or an order between the two enterprises); anyone else is 404.
   */
  app.post(
    '/api/isonline',
    {
      // A read, though a POST as the spec names it: open to an expired enterprise's staff too.
      config: { openWhenExpired: true },
      schema: { body: isOnlineBody, tags: ['session'], response: answers(isOnlineAnswer) },
    },
    async (request) => {
      const caller = signedIn(request);
      const { user_uid, ...identity } = request.body;
      assertIdentityAgrees(caller, identity);
      return ok(await onlineState(db, app.clock, caller, user_uid));
    },
  );

  app.get(
    '/api/auth/check',
    {
      // "true" or "false" as plain text.
      schema: {
        querystring: z.object({ t: text(200).optional() }).loose(),
        tags: ['session'],
        response: fileAnswer('text/plain'),
      },
    },
    async (request, reply) => {
      const valid =
        request.session !== null && (request.session.staff === null || request.session.staff.status === 'active');
      reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
      return valid ? 'true' : 'false';
    },
  );

  app.post(
    '/api/busiservice.pcbuniontrans.updatepassword',
    {
      config: { openWhenExpired: true },
      schema: { body: updatePasswordBody, tags: ['session'], response: answers(nothing) },
    },
    async (request, reply) => {
      const caller = signedIn(request);
      const { uid, ...identity } = request.body;
      assertIdentityAgrees(caller, identity);
      if (uid !== undefined && uid !== caller.accountUid && uid !== caller.staffUid)
        throw new AppError(403, 'identityMismatch');
      assertNotBreached('new_password', request.body.new_password);
      const change = await changeOwnPassword(db, caller, {
        oldPassword: request.body.old_password,
        newPassword: request.body.new_password,
        ip: request.ip,
      });
      switch (change.outcome) {
        case 'userNotFound':
          throw new AppError(404, sessionMessages.loginUserNotFound, {}, 0);
        case 'oldPasswordWrong':
          throw new AppError(400, sessionMessages.oldPasswordWrong, {}, 2, 'old_password');
        case 'changedMeanwhile':
          throw new AppError(409, sessionMessages.passwordChangedMeanwhile, {}, 0);
        case 'changed':
          await app.sessionEvents.emit({ sessionUids: change.endedSessions, reason: 'password_changed' });
          reply.clearCookie(SESSION_COOKIE, { path: '/' });
          return ok(null, translate(requestLanguage(request), sessionMessages.passwordChanged));
      }
    },
  );
};

export default sessionModule;
