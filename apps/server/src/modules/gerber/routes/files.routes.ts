import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gerberFiles } from '../../../db/schema/index.js';
import { ok } from '../../../http/envelope.js';
import { signedIn } from '../../../platform/session/session-plugin.js';
import { assertGerberUser, gerberCaller, MANAGEMENT_SCREEN, visibleTo } from '../access.js';
import { listQuery, previewParams, renderQuery, uidParams } from '../schemas.js';
import { answers, fileAnswer, pageOf } from '../../../http/answer.js';
import { gerberFileAnswer, gerberFileDetailAnswer, gerberJobAnswer } from '../schemas.js';
import { fileDetail, filePreview, findVisible, jobOf } from '../service/file-detail.js';
import { fileRender } from '../service/boards.js';
import { listGerberFiles } from '../service/list-files.js';
import type { GerberDeps } from './deps.js';
import { requireScreen, signedInToEnterprise } from '../../../platform/access/guards.js';

const attachmentName = (name: string) =>
  `filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * Reading Gerber files: the factory's list, the customer's own uploads, one file, its previews, archive and job.
 * (The factories a customer can send a file to are the pricing catalogue's merchants: GET /api/pricing/merchants.)
 */
export const fileRoutes: FastifyPluginAsyncZod<GerberDeps> = async (app, deps) => {
  const { db, grantAll } = deps;
  const caller = (request: Parameters<typeof signedIn>[0]) => {
    const who = gerberCaller(signedInToEnterprise(request), grantAll);
    assertGerberUser(who);
    return who;
  };

  app.get(
    '/api/gerber/files',
    {
      schema: { querystring: listQuery, tags: ['gerber'], response: answers(pageOf(gerberFileAnswer)) },
      preHandler: requireScreen([MANAGEMENT_SCREEN], grantAll),
    },
    async (request) => {
      const who = caller(request);
      return ok(await listGerberFiles(db, who, visibleTo(who), request.query));
    },
  );

  /** The customer's own uploads (online inquiry), whichever factory they went to. */
  app.get(
    '/api/gerber/my-uploads',
    { schema: { querystring: listQuery, tags: ['gerber'], response: answers(pageOf(gerberFileAnswer)) } },
    async (request) => {
      const who = caller(request);
      return ok(await listGerberFiles(db, who, eq(gerberFiles.enterpriseUid, who.enterpriseUid), request.query));
    },
  );

  app.get(
    '/api/gerber/files/:uid',
    { schema: { params: uidParams, tags: ['gerber'], response: answers(gerberFileDetailAnswer) } },
    async (request) => {
      return ok(await fileDetail(db, caller(request), request.params.uid));
    },
  );

  app.get(
    '/api/gerber/files/:uid/preview/:side',
    { schema: { params: previewParams, tags: ['gerber'], response: fileAnswer('image/svg+xml') } },
    async (request, reply) => {
      const svg = await filePreview(db, caller(request), request.params.uid, request.params.side);
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('cache-control', 'private, max-age=300')
        .send(svg as never); // a file: the schema documents it, Fastify sends the text as it is
    },
  );

  /**
   * One side of the board in the chosen colours (the inquiry and order screens, like the instant quote's render):
   * for whoever may see the file, and for either side of an inquiry or order the file is the board of.
   */
  app.get(
    '/api/gerber/files/:uid/render/:side',
    {
      schema: {
        params: previewParams,
        querystring: renderQuery,
        tags: ['gerber'],
        response: fileAnswer('image/svg+xml'),
      },
    },
    async (request, reply) => {
      const { uid, side } = request.params;
      const { mask, silk } = request.query;
      const who = gerberCaller(signedInToEnterprise(request), grantAll);
      const svg = await fileRender(db, who, uid, side, { mask, silk });
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('cache-control', 'private, max-age=300')
        .send(svg as never); // a file: the schema documents it, Fastify sends the text as it is
    },
  );

  app.get(
    '/api/gerber/files/:uid/archive',
    {
      schema: {
        params: uidParams,
        tags: ['gerber'],
        // the stored archive's own type: a zip, a gzipped tar or a tar
        response: fileAnswer('application/zip', 'application/gzip', 'application/x-tar', 'application/octet-stream'),
      },
    },
    async (request, reply) => {
      const who = caller(request);
      await findVisible(db, who, request.params.uid);
      const [row] = await db
        .select({
          enterpriseUid: gerberFiles.enterpriseUid,
          storedFileUid: gerberFiles.storedFileUid,
          fileName: gerberFiles.fileName,
        })
        .from(gerberFiles)
        .where(eq(gerberFiles.uid, request.params.uid));
      const { file, bytes } = await deps.files.readFile({
        enterpriseUid: row!.enterpriseUid,
        uid: row!.storedFileUid ?? '00000000-0000-0000-0000-000000000000',
      });
      return reply
        .header('content-type', file.type)
        .header('content-disposition', `attachment; ${attachmentName(row!.fileName)}`)
        .header('x-content-type-options', 'nosniff')
        .send(bytes as never); // a file: the schema documents it, Fastify sends the buffer as it is
    },
  );

  app.get(
    '/api/gerber/jobs/:uid',
    { schema: { params: uidParams, tags: ['gerber'], response: answers(gerberJobAnswer) } },
    async (request) => {
      return ok(await jobOf(db, caller(request), deps.jobs, request.params.uid, (uid) => deps.pool.ahead(uid)));
    },
  );
};
