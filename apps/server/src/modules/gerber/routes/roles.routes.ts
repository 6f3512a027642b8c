import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.js';
import { assertGerberUser, gerberCaller } from '../access.js';
import { uidParams } from '../schemas.js';
import { answers } from '../../../http/answer.js';
import { gerberJobStartedAnswer } from '../schemas.js';
import { correctRoles } from '../service/correct-roles.js';
import { fileDetail } from '../service/file-detail.js';
import type { GerberDeps } from './deps.js';
import { signedInToEnterprise } from '../../../platform/access/guards.js';

const correctionBody = z.object({
  corrections: z
    .array(
      z.object({
        name: z.string().min(1).max(500),
        role: z.enum(['copper', 'soldermask', 'silkscreen', 'solderpaste', 'outline', 'drill', 'drawing', 'unknown']),
        side: z.enum(['top', 'bottom', 'inner', 'all']).nullable(),
      }),
    )
    .min(1)
    .max(200),
});

/**
 * `POST /api/gerber/files/:uid/roles` `{ corrections: [{ name, role, side }] }`: a person corrects files' roles;
 * **202**, the analysis reruns at once with them (and with them every later re-check of this upload).
 */
export const roleRoutes: FastifyPluginAsyncZod<GerberDeps> = async (app, deps) => {
  app.post(
    '/api/gerber/files/:uid/roles',
    {
      schema: {
        params: uidParams,
        body: correctionBody,
        tags: ['gerber'],
        response: answers(gerberJobStartedAnswer, 202),
      },
    },
    async (request, reply) => {
      const who = gerberCaller(signedInToEnterprise(request), deps.grantAll);
      assertGerberUser(who);
      await correctRoles(deps, who, request.params.uid, request.body.corrections, request.ip);
      return reply
        .status(202)
        .send(ok({ file: await fileDetail(deps.db, who, request.params.uid), job_id: request.params.uid }));
    },
  );
};
