import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, fileAnswer } from '../../http/answer.js';
import { ok } from '../../http/envelope.js';
import { requestLanguage } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { sessionOf } from '../../platform/session/session-plugin.js';
import { SESSION_COOKIE } from '../../platform/session/session-store.js';
import { sendErasureCode } from '../identity/index.js';
import { privacyMessages as M } from './messages.js';
import {
  downloadParams,
  erasureAnswer,
  erasureBody,
  erasureCodeAnswer,
  erasurePreviewAnswer,
  latestExportAnswer,
  personalDataExportAnswer,
} from './schemas.js';
import { eraseAccount, erasurePreview, type ErasureDeps } from './service/erasure.js';
import { exportView, latestExport, openArchive, requestExport, type ExportDeps } from './service/exports.js';

/**
 * The profile's "Download my data" and "Delete my account" (issue 33; docs/privacy.md). Every call is the signed-in
 * person's own, and stays open while their enterprise's system has expired.
 */
export const privacyRoutes: FastifyPluginAsyncZod<ExportDeps & ErasureDeps> = async (app, deps) => {
  const { db } = deps;
  const config = { openWhenExpired: true };
  const tags = ['profile'];
  const empty = z.object({}).optional();

  app.get(
    '/api/profile/privacy/exports/latest',
    { config, schema: { tags, response: answers(latestExportAnswer) } },
    async (request) => {
      const row = await latestExport(db, sessionOf(request).accountUid);
      return ok({ latest: row ? exportView(row, app.clock.now()) : null });
    },
  );

  app.post(
    '/api/profile/privacy/exports',
    { config, schema: { body: empty, tags, response: answers(personalDataExportAnswer) } },
    async (request) => {
      const language = requestLanguage(request);
      const row = await requestExport(deps, sessionOf(request).accountUid, language);
      return ok(exportView(row, app.clock.now()), translate(language, M.exportRequested));
    },
  );

  app.get(
    '/api/profile/privacy/exports/:token/archive',
    { config, schema: { params: downloadParams, tags, response: fileAnswer('application/zip') } },
    async (request, reply) => {
      const archive = await openArchive(deps, sessionOf(request).accountUid, request.params.token);
      return reply
        .type('application/zip')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${archive.name}"`)
        .send(archive.bytes);
    },
  );

  app.get(
    '/api/profile/privacy/erasure',
    { config, schema: { tags, response: answers(erasurePreviewAnswer) } },
    async (request) => ok(await erasurePreview(db, sessionOf(request).accountUid, requestLanguage(request))),
  );

  app.post(
    '/api/profile/privacy/erasure/code',
    { config, schema: { body: empty, tags, response: answers(erasureCodeAnswer) } },
    async (request, reply) => {
      const language = requestLanguage(request);
      const sent = await sendErasureCode(db, sessionOf(request).accountUid, { ip: request.ip, language, reply });
      return ok(sent, translate(language, M.codeSent, { to: sent.sent_to }));
    },
  );

  app.post(
    '/api/profile/privacy/erasure',
    { config, schema: { body: erasureBody, tags, response: answers(erasureAnswer) } },
    async (request, reply) => {
      const session = sessionOf(request);
      const caller = { accountUid: session.accountUid, enterpriseUid: session.enterpriseUid, ip: request.ip };
      const done = await eraseAccount(deps, caller, request.body, app.clock.now(), reply);
      await app.sessionEvents.emit({ sessionUids: done.endedSessions, reason: 'logout' });
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return ok(
        { user_no: done.user_no, erased_at: done.erased_at },
        translate(requestLanguage(request), M.accountErased),
      );
    },
  );
};
