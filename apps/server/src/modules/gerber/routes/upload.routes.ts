import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@pcbunion/core';
import { AppError, badRequest } from '../../../http/errors.js';
import { ok } from '../../../http/envelope.js';
import { assertGerberUser, gerberCaller } from '../access.js';
import { gerberMessages } from '../messages.js';
import { fileDetail } from '../service/file-detail.js';
import { uploadGerberFile } from '../service/upload-file.js';
import type { GerberDeps } from './deps.js';
import { answers } from '../../../http/answer.js';
import { gerberUploadAnswer } from '../schemas.js';
import { receiveArchive } from './receive-archive.js';
import { signedInToEnterprise } from '../../../platform/access/guards.js';

const uploadFields = z.object({ merchant_uid: z.uuid().optional(), remarks: text(500, { trim: true }).optional() });

/**
 * `POST /api/gerber/files` (multipart `file`, optional `merchant_uid`, `remarks`): stores the archive and starts
 * its analysis; answers 202 at once with the file (upload status `uploading`), `job_id` to follow and `ahead`, the
 * boards a worker takes before this one (waiting analyses are served round robin across enterprises).
 */
export const uploadRoutes: FastifyPluginAsyncZod<GerberDeps> = async (app, deps) => {
  app.post(
    '/api/gerber/files',
    { schema: { tags: ['gerber'], consumes: ['multipart/form-data'], response: answers(gerberUploadAnswer, 202) } },
    async (request, reply) => {
      const caller = gerberCaller(signedInToEnterprise(request), deps.grantAll);
      assertGerberUser(caller);
      // Fair share: an enterprise with its cap of boards waiting is refused; everyone else still gets in line.
      const waiting = deps.pool.waitingFor(caller.enterpriseUid);
      if (waiting >= deps.pool.options.maxQueue)
        throw new AppError(429, gerberMessages.enterpriseQueueFull, { n: waiting });
      const archive = await receiveArchive(request, deps.maxUploadBytes);
      const parsed = uploadFields.safeParse({
        merchant_uid: archive.fields.merchant_uid || undefined,
        remarks: archive.fields.remarks || undefined,
      });
      if (!parsed.success) {
        const field = String(parsed.error.issues[0]?.path[0] ?? 'merchant_uid');
        throw field === 'remarks'
          ? badRequest('tooLong', { maximum: 500 }, field)
          : badRequest(gerberMessages.notAFactory, {}, field);
      }
      const uid = await uploadGerberFile(deps, caller, {
        fileName: archive.fileName,
        bytes: archive.bytes,
        merchantUid: parsed.data.merchant_uid,
        remarks: parsed.data.remarks,
        ip: request.ip,
      });
      const file = await fileDetail(deps.db, caller, uid);
      return reply.status(202).send(ok({ file, job_id: uid, ahead: deps.pool.ahead(uid) ?? 0 }));
    },
  );
};
