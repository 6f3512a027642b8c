import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { signedIn } from '../../platform/session/session-plugin.js';
import { gerberMessages } from '../gerber/index.js';
import { receiveArchive } from '../gerber/index.js';
import { AnalysisError, type InstantQuoteService } from './service.js';
import { instantQuoteMessages } from './messages.js';
import { answers, fileAnswer } from '../../http/answer.js';
import { createBody, instantQuoteAnswer, quoteParams, renderParams, renderQuery, updateBody } from './schemas.js';

export interface InstantQuoteRouteOptions {
  service: InstantQuoteService;
  maxUploadBytes: number;
  uploadsPerMinute: number;
}

/** HTTP status of a failed analysis: the archive's fault (400), too heavy for the bounds (422), busy (503), or ours. */
function statusOf(code: string): number {
  if (code === 'BUSY' || code === 'SHUTDOWN') return 503;
  if (code === 'TIMEOUT' || code === 'OUT_OF_MEMORY') return 422;
  if (code === 'WORKER_FAILED' || code === 'ANALYSIS_ERROR') return 500;
  return 400;
}

const describeMb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * The public instant quote's saved quotes (docs/instant-quote.md). Anyone may start one, read and change an
 * unclaimed one by its id, and upload its Gerber archive (rate-limited per address, bounded in size and in its own
 * analysis pool); a signed-in caller claims it, after which it is that account's alone.
 */
export const instantQuoteRoutes: FastifyPluginAsyncZod<InstantQuoteRouteOptions> = async (
  app,
  { service, maxUploadBytes, uploadsPerMinute },
) => {
  await app.register(fastifyRateLimit, { global: false, hook: 'preHandler', store: app.rateLimitStore });
  const tags = ['instant quote'];
  const caller = (request: { session: { accountUid: string } | null; ip: string }) => ({
    accountUid: request.session?.accountUid ?? null,
    ip: request.ip,
  });

  app.post(
    '/api/instant-quotes',
    { schema: { body: createBody, tags, response: answers(instantQuoteAnswer) }, bodyLimit: 64 * 1024 },
    async (request) => ok(await service.create(request.body, caller(request))),
  );

  app.get(
    '/api/instant-quotes/:id',
    { schema: { params: quoteParams, tags, response: answers(instantQuoteAnswer) } },
    async (request) => ok(await service.get(request.params.id, caller(request).accountUid)),
  );

  app.put(
    '/api/instant-quotes/:id',
    {
      schema: { params: quoteParams, body: updateBody, tags, response: answers(instantQuoteAnswer) },
      bodyLimit: 64 * 1024,
    },
    async (request) =>
      ok(
        await service.update(request.params.id, caller(request).accountUid, request.body),
        translate(requestLanguage(request), instantQuoteMessages.saved),
      ),
  );

  app.post(
    '/api/instant-quotes/:id/claim',
    { schema: { params: quoteParams, tags, response: answers(instantQuoteAnswer) } },
    async (request) => ok(await service.claim(request.params.id, signedIn(request).accountUid, request.ip)),
  );

  app.post(
    '/api/instant-quotes/:id/gerber',
    {
      schema: { params: quoteParams, tags, consumes: ['multipart/form-data'], response: answers(instantQuoteAnswer) },
      config: {
        rateLimit: {
          max: uploadsPerMinute,
          timeWindow: 60_000,
          keyGenerator: (request) => request.session?.accountUid ?? request.ip,
        },
      },
    },
    async (request, reply) => {
      const archive = await receiveArchive(request, maxUploadBytes).catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode === 413)
          throw new AppError(413, instantQuoteMessages.tooLarge, { max: describeMb(maxUploadBytes) }, 0, 'file');
        throw error;
      });
      try {
        return ok(
          await service.upload(
            request.params.id,
            caller(request).accountUid,
            archive,
            request.session?.accountUid ?? `ip:${request.ip}`,
          ),
        );
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

  app.get(
    '/api/instant-quotes/:id/gerber',
    { schema: { params: quoteParams, tags, response: fileAnswer('application/octet-stream') } },
    async (request, reply) => {
      const archive = await service.archive(request.params.id, caller(request).accountUid);
      return reply
        .type('application/octet-stream')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(archive.fileName)}`)
        .send(archive.bytes as never); // a file: the schema documents it, Fastify sends the buffer as it is
    },
  );

  app.get(
    '/api/instant-quotes/:id/render/:side',
    {
      schema: { params: renderParams, querystring: renderQuery, tags, response: fileAnswer('image/svg+xml') },
    },
    async (request, reply) => {
      const { id, side } = request.params;
      const { mask, silk } = request.query;
      const svg = await service.render(id, caller(request).accountUid, side, { mask, silk });
      // Shown through <img>; should it be opened on its own, the SVG can run nothing.
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('cache-control', 'private, max-age=300')
        .send(svg as never); // a file: the schema documents it, Fastify sends the text as it is
    },
  );
};
