import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { answers } from '../../http/answer.js';
import { camResultAnswer } from './schemas.js';
import { ok } from '../../http/envelope.js';
import { requestLanguage } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { signedIn } from '../../platform/session/session-plugin.js';
import { AnalysisError, type AnalysisPool } from './analysis/pool.js';
import { gerberMessages } from './messages.js';
import { receiveArchive } from './routes/receive-archive.js';

export interface CamRouteOptions {
  pool: AnalysisPool;
  maxUploadBytes: number;
  /** Analyses one account may start per minute. */
  perMinute: number;
}

/** HTTP status of a failed analysis: the archive's fault (400), too heavy for the bounds (422), or ours. */
function statusOf(code: string): number {
  if (code === 'BUSY' || code === 'SHUTDOWN') return 503;
  if (code === 'TIMEOUT' || code === 'OUT_OF_MEMORY') return 422;
  if (code === 'WORKER_FAILED' || code === 'ANALYSIS_ERROR') return 500;
  return 400;
}

/**
 * `POST /api/cam/analyze` (multipart `file`: a .zip / .tar.gz / .tgz / .tar Gerber set): the CAM parameters as
 * `data`, the same JSON `npx pcbunion-cam <archive>` prints, computed in the analysis pool. Signed-in callers only
 * (an analysis holds a worker for up to the time bound, so it is not offered anonymously), at most `perMinute`
 * per account. A refused archive answers 400 with cam's code: `data: { error_code, message }`.
 */
export const camRoutes: FastifyPluginAsyncZod<CamRouteOptions> = async (app, { pool, maxUploadBytes, perMinute }) => {
  await app.register(fastifyRateLimit, { global: false, hook: 'preHandler', store: app.rateLimitStore });

  app.post(
    '/api/cam/analyze',
    {
      schema: { tags: ['cam'], consumes: ['multipart/form-data'], response: answers(camResultAnswer) },
      config: {
        rateLimit: {
          max: perMinute,
          timeWindow: 60_000,
          keyGenerator: (request) => request.session?.accountUid ?? request.ip,
        },
      },
    },
    async (request, reply) => {
      const caller = signedIn(request);
      const archive = await receiveArchive(request, maxUploadBytes);
      try {
        // Shares the Gerber uploads' queue, served round robin across enterprises.
        const outcome = await pool.analyze({
          bytes: archive.bytes,
          fileName: archive.fileName,
          preview: false,
          owner: caller.enterpriseUid ?? undefined,
        });
        return ok(outcome.result);
      } catch (error) {
        if (!(error instanceof AnalysisError)) throw error;
        const language = requestLanguage(request);
        const msg =
          error.code === 'BUSY'
            ? translate(language, gerberMessages.busy)
            : translate(language, gerberMessages.uploadFailedBecause, { reason: error.message });
        // A refusal, not the answer the schema describes: sent as it is (Fastify serializes it by JSON's rules).
        return (reply as FastifyReply)
          .status(statusOf(error.code))
          .send({ code: 0, msg, data: { error_code: error.code, message: error.message } });
      }
    },
  );
};
