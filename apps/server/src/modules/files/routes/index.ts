import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../../http/errors.js';
import { ok } from '../../../http/envelope.js';
import { assertIdentityAgrees } from '../../../platform/session/identity.js';
import type { ModuleOptions } from '../../../platform/module-options.js';
import { INLINE_TYPES } from '../../../platform/files/file-types.js';
import {
  FILE_MAX_BYTES,
  fileService,
  maxBytesOf,
  tooLarge,
  type FileKind,
} from '../../../platform/files/file.service.js';
import {
  deleteBody,
  deletedFilesAnswer,
  getFileQuery,
  reuploadQuery,
  storedFileAnswer,
  uploadQuery,
} from '../schemas.js';
import { fileMessages } from '../../../platform/files/messages.js';
import { signedInToEnterprise } from '../../../platform/access/guards.js';
import '../labels.js';
import { answers, fileAnswer } from '../../../http/answer.js';

/** The one file of a multipart request (field `file`), read whole within the kind's size limit. */
async function receiveFile(request: FastifyRequest, kind: FileKind): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw badRequest(fileMessages.noFile, {}, 'file');
  const part = await request.file({ limits: { fileSize: maxBytesOf(kind), files: 1 } });
  if (!part) throw badRequest(fileMessages.noFile, {}, 'file');
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(kind);
    throw error;
  }
  // toBuffer misses a limit reached within the last chunk: the stream says so after it ended.
  if (part.file.truncated) throw tooLarge(kind);
  return { name: part.filename, bytes };
}

const attachmentName = (name: string) =>
  `filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * The file service of spec 01 §7 (docs/api-shell.md). Files belong to the caller's enterprise; no menu screen
 * owns the service, so a signed-in caller is enough, and another enterprise's file answers 404.
 */
const filesModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const files = fileService(options);
  await app.register(fastifyMultipart, { limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 10, parts: 11 } });
  await app.register((await import('./list.js')).default, options);

  app.post(
    '/api/file/upload',
    {
      // An expired enterprise's staff still change their avatar, uploaded here first.
      config: { openWhenExpired: (request) => (request.query as { purpose?: string }).purpose === 'avatar' },
      schema: { querystring: uploadQuery, tags: ['files'], response: answers(storedFileAnswer) },
    },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const { kind, purpose } = request.query;
      const { name, bytes } = await receiveFile(request, kind);
      const file = await files.saveFile({
        enterpriseUid: caller.enterpriseUid,
        accountUid: caller.accountUid,
        name,
        bytes,
        kind,
        purpose,
        ip: request.ip,
      });
      return ok(file);
    },
  );

  app.post(
    '/api/file/reupload',
    { schema: { querystring: reuploadQuery, tags: ['files'], response: answers(storedFileAnswer) } },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const kind = await files.kindOf({ enterpriseUid: caller.enterpriseUid, uid: request.query.id });
      const { name, bytes } = await receiveFile(request, kind);
      const file = await files.saveFile({
        enterpriseUid: caller.enterpriseUid,
        accountUid: caller.accountUid,
        name,
        bytes,
        replaceUid: request.query.id,
        ip: request.ip,
      });
      return ok(file);
    },
  );

  app.get(
    '/api/file/getfile',
    {
      // The stored file's own media type (an image, a PDF, a Gerber archive, ...).
      schema: { querystring: getFileQuery, tags: ['files'], response: fileAnswer('*/*') },
    },
    async (request, reply) => {
      const caller = signedInToEnterprise(request);
      const { file, bytes } = await files.readFile({ enterpriseUid: caller.enterpriseUid, uid: request.query.id });
      const inline = request.query.download === '0' && INLINE_TYPES.has(file.type);
      return reply
        .header('content-type', file.type)
        .header('content-disposition', `${inline ? 'inline' : 'attachment'}; ${attachmentName(file.name)}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .header('cache-control', 'private, no-cache')
        .send(bytes);
    },
  );

  app.post(
    '/api/file/delfile',
    { schema: { body: deleteBody, tags: ['files'], response: answers(deletedFilesAnswer) } },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const { delfile_name, ...identity } = request.body;
      assertIdentityAgrees(caller, identity);
      const ids = delfile_name
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      if (ids.length === 0 || ids.length > 100 || !ids.every((id) => z.uuid().safeParse(id).success))
        throw badRequest(fileMessages.badIds, {}, 'delfile_name');
      const deleted = await files.deleteFile({
        enterpriseUid: caller.enterpriseUid,
        accountUid: caller.accountUid,
        uids: ids,
        ip: request.ip,
      });
      return ok({ deleted });
    },
  );
};

export default filesModule;
