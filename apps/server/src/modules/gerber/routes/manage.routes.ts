import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.js';
import { signedIn } from '../../../platform/session/session-plugin.js';
import { gerberCaller, MANAGEMENT_SCREEN } from '../access.js';
import { bindingBody, remarksBody, reviewBody, uidParams, validityBody } from '../schemas.js';
import { answers } from '../../../http/answer.js';
import { gerberFileDetailAnswer, gerberJobStartedAnswer } from '../schemas.js';
import { bindFile, unbindFile } from '../service/binding.js';
import { recheckFile, reviewFile, saveRemarks, setValidity } from '../service/change-state.js';
import { fileDetail } from '../service/file-detail.js';
import type { GerberDeps } from './deps.js';
import { requireScreen, signedInToEnterprise } from '../../../platform/access/guards.js';

/**
 * The factory's Gerber file management (screen gerber-file-management): manual review, re-check, binding,
 * validity and remarks of the files sent to it. Each answers the file as it now is.
 */
export const manageRoutes: FastifyPluginAsyncZod<GerberDeps> = async (app, deps) => {
  const { db, grantAll } = deps;
  const preHandler = requireScreen([MANAGEMENT_SCREEN], grantAll);
  const caller = (request: Parameters<typeof signedIn>[0]) => gerberCaller(signedInToEnterprise(request), grantAll);

  app.post(
    '/api/gerber/files/:uid/review',
    {
      schema: { params: uidParams, body: reviewBody, tags: ['gerber'], response: answers(gerberFileDetailAnswer) },
      preHandler,
    },
    async (request) => {
      const who = caller(request);
      await reviewFile(db, who, request.params.uid, request.body, request.ip);
      return ok(await fileDetail(db, who, request.params.uid));
    },
  );

  app.post(
    '/api/gerber/files/:uid/recheck',
    {
      schema: { params: uidParams, tags: ['gerber'], response: answers(gerberJobStartedAnswer, 202) },
      preHandler,
    },
    async (request, reply) => {
      const who = caller(request);
      await recheckFile(deps, who, request.params.uid, request.ip);
      return reply
        .status(202)
        .send(ok({ file: await fileDetail(db, who, request.params.uid), job_id: request.params.uid }));
    },
  );

  app.post(
    '/api/gerber/files/:uid/bind',
    {
      schema: { params: uidParams, body: bindingBody, tags: ['gerber'], response: answers(gerberFileDetailAnswer) },
      preHandler,
    },
    async (request) => {
      const who = caller(request);
      await bindFile(db, who, request.params.uid, request.body, request.ip);
      return ok(await fileDetail(db, who, request.params.uid));
    },
  );

  app.post(
    '/api/gerber/files/:uid/unbind',
    {
      schema: { params: uidParams, body: bindingBody, tags: ['gerber'], response: answers(gerberFileDetailAnswer) },
      preHandler,
    },
    async (request) => {
      const who = caller(request);
      await unbindFile(db, who, request.params.uid, request.body, request.ip);
      return ok(await fileDetail(db, who, request.params.uid));
    },
  );

  app.post(
    '/api/gerber/files/:uid/validity',
    {
      schema: { params: uidParams, body: validityBody, tags: ['gerber'], response: answers(gerberFileDetailAnswer) },
      preHandler,
    },
    async (request) => {
      const who = caller(request);
      await setValidity(db, who, request.params.uid, request.body.validity, request.ip);
      return ok(await fileDetail(db, who, request.params.uid));
    },
  );

  app.post(
    '/api/gerber/files/:uid/remarks',
    {
      schema: { params: uidParams, body: remarksBody, tags: ['gerber'], response: answers(gerberFileDetailAnswer) },
      preHandler,
    },
    async (request) => {
      const who = caller(request);
      await saveRemarks(db, who, request.params.uid, request.body.remarks, request.ip);
      return ok(await fileDetail(db, who, request.params.uid));
    },
  );
};
