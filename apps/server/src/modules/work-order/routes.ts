import fastifyMultipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES, WORK_ORDER_MAX_ATTACHMENTS } from '@pcbunion/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { answers, fileAnswer, pageOf } from '../../http/answer.js';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { fieldError } from '../../http/field-error.js';
import { requestLanguage } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { fileService, tooLarge } from '../../platform/files/file.service.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { inquiryLink, orderLink } from './commerce-links.js';
import { registerWorkOrderLink } from './links.js';
import { workOrderFieldLabels, workOrderMessages } from './messages.js';
import { quotationLink } from './quotation-link.js';
import {
  assignBody,
  attachmentParams,
  createBody,
  listQuery,
  noParams,
  noteBody,
  replyBody,
  statusBody,
  workOrderAnswer,
  workOrderDetailAnswer,
  workOrderImageAnswer,
} from './schemas.js';
import { workOrderService, type Caller, type IncomingImage } from './service.js';
import { requireScreen, signedInToEnterprise } from '../../platform/access/guards.js';
import './labels.js';

/** The screens that reach work orders: a caller needs one of them (spec 02 §6: members and staff enter differently). */
const SCREENS = ['want-consult', 'work-order-center', 'complaint-list', 'pricing-suggestion'] as const;

interface Received {
  fields: Record<string, string | string[]>;
  images: IncomingImage[];
}

/** The text fields and image parts of a multipart request; each image within 500 kB (413 naming `file`). */
async function receive(request: FastifyRequest, maxFiles: number, tooMany: () => Error): Promise<Received> {
  const fields: Record<string, string | string[]> = {};
  const images: IncomingImage[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: IMAGE_MAX_BYTES, files: maxFiles, fields: 20 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge('image');
        images.push({ name: part.filename || 'image', bytes });
      } else if (typeof part.value === 'string') {
        const known = fields[part.fieldname];
        fields[part.fieldname] =
          known === undefined ? part.value : [...(Array.isArray(known) ? known : [known]), part.value];
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge('image');
    if (code === 'FST_FILES_LIMIT') throw tooMany();
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest('invalid', {}, 'file');
    throw error;
  }
  return { fields, images };
}

/** Multipart text fields checked by the JSON schema, a refusal naming the first wrong field. */
function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string | string[]>): z.infer<T> {
  const { fileIds, ...rest } = fields;
  const ids =
    fileIds === undefined
      ? undefined
      : (Array.isArray(fileIds) ? fileIds : [fileIds])
          .flatMap((v) => v.split(','))
          .map((v) => v.trim())
          .filter(Boolean);
  const values = {
    ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v])),
    ...(ids && { fileIds: ids }),
  };
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const field = String(parsed.error.issues[0]?.path[0] ?? 'body');
  const label = workOrderFieldLabels[field as keyof typeof workOrderFieldLabels];
  throw label ? fieldError(field, label, 'invalid') : badRequest('invalid', {}, field);
}

const tooManyImages = () =>
  fieldError('files', workOrderFieldLabels.files, workOrderMessages.tooMany, { max: WORK_ORDER_MAX_ATTACHMENTS });

/**
 * Work orders (issue 18; spec 02 §3, §5, §6): consultations, complaints about the customer's own orders and pricing
 * suggestions about a quotation or inquiry, with a reply thread of both sides, internal notes, assignment, status
 * changes (core's table, compare-and-set → 409) and JPG/PNG images ≤ 500 kB checked by content. The other side's
 * bell counts live over /ws (modules/notify) and the message centre lists each event.
 */
const workOrderModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const db = options.database.db;
  const files = fileService(options);
  const service = workOrderService({ db, files, notifier: app.notifier, now: () => app.clock.now() });
  registerWorkOrderLink('quotation', quotationLink);
  registerWorkOrderLink('order', orderLink(db));
  registerWorkOrderLink('inquiry', inquiryLink(db));
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: WORK_ORDER_MAX_ATTACHMENTS, fields: 20, parts: 40 },
  });

  app.addHook('preHandler', requireScreen(SCREENS, options.config.grantAllMenus));
  const callerOf = (request: FastifyRequest): Caller => {
    const caller = signedInToEnterprise(request);
    return {
      accountUid: caller.accountUid,
      enterpriseUid: caller.enterpriseUid,
      staffName: caller.staff.staffName,
      language: requestLanguage(request),
      ip: request.ip,
    };
  };
  const say = (request: FastifyRequest, text: Parameters<typeof translate>[1], values?: Record<string, string>) =>
    translate(requestLanguage(request), text, values);
  const tags = ['work-orders'];

  app.post(
    '/api/work-orders',
    { schema: { body: createBody.nullish(), tags, response: answers(workOrderAnswer) } },
    async (request) => {
      const caller = callerOf(request);
      let input = request.body ?? {};
      let images: IncomingImage[] = [];
      if (request.isMultipart()) {
        const received = await receive(request, WORK_ORDER_MAX_ATTACHMENTS, tooManyImages);
        input = parseFields(createBody, received.fields);
        images = received.images;
      }
      const created = await service.create(caller, input, images);
      return ok(created, say(request, workOrderMessages.created, { no: created.no }));
    },
  );

  app.get(
    '/api/work-orders',
    { schema: { querystring: listQuery, tags, response: answers(pageOf(workOrderAnswer)) } },
    async (request) => ok(await service.list(callerOf(request), request.query)),
  );

  app.get(
    '/api/work-orders/:no',
    { schema: { params: noParams, tags, response: answers(workOrderDetailAnswer) } },
    async (request) => ok(await service.detail(callerOf(request), request.params.no)),
  );

  app.post(
    '/api/work-orders/:no/replies',
    { schema: { params: noParams, body: replyBody.nullish(), tags, response: answers(workOrderDetailAnswer) } },
    async (request) => {
      let input = request.body ?? {};
      let images: IncomingImage[] = [];
      if (request.isMultipart()) {
        const received = await receive(request, WORK_ORDER_MAX_ATTACHMENTS, tooManyImages);
        input = parseFields(replyBody, received.fields);
        images = received.images;
      }
      const detail = await service.reply(
        callerOf(request),
        request.params.no,
        input.body ?? undefined,
        input.fileIds ?? [],
        images,
      );
      return ok(detail, say(request, workOrderMessages.replied));
    },
  );

  app.post(
    '/api/work-orders/:no/notes',
    { schema: { params: noParams, body: noteBody, tags, response: answers(workOrderDetailAnswer) } },
    async (request) =>
      ok(
        await service.note(callerOf(request), request.params.no, request.body.body ?? undefined),
        say(request, workOrderMessages.noted),
      ),
  );

  app.post(
    '/api/work-orders/:no/assign',
    { schema: { params: noParams, body: assignBody, tags, response: answers(workOrderDetailAnswer) } },
    async (request) =>
      ok(
        await service.assign(callerOf(request), request.params.no, request.body.assigneeId, request.body.rowVersion),
        say(request, workOrderMessages.assigned),
      ),
  );

  app.post(
    '/api/work-orders/:no/status',
    { schema: { params: noParams, body: statusBody, tags, response: answers(workOrderDetailAnswer) } },
    async (request) =>
      ok(
        await service.changeStatus(callerOf(request), request.params.no, request.body.action, request.body.rowVersion),
        say(request, workOrderMessages.statusChanged),
      ),
  );

  app.get(
    '/api/work-orders/:no/attachments/:fileId',
    { schema: { params: attachmentParams, tags, response: fileAnswer('image/jpeg', 'image/png') } },
    async (request, reply) => {
      const { file, bytes } = await service.readAttachment(callerOf(request), request.params.no, request.params.fileId);
      // The body is the file's bytes (fileAnswer documents them); a plain reply sends a Buffer as it is.
      return (reply as FastifyReply)
        .header('content-type', file.type)
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .header('cache-control', 'private, no-cache')
        .send(bytes);
    },
  );

  app.post(
    '/api/work-orders/:no/attachments/:fileId/reupload',
    { schema: { params: attachmentParams, tags, response: answers(workOrderImageAnswer) } },
    async (request) => {
      const oneFile = () => badRequest(workOrderMessages.oneFile, {}, 'file');
      if (!request.isMultipart()) throw oneFile();
      const { images } = await receive(request, 1, oneFile);
      if (images.length !== 1) throw oneFile();
      const file = await service.reupload(callerOf(request), request.params.no, request.params.fileId, images[0]!);
      return ok(file, say(request, workOrderMessages.replaced));
    },
  );
};

export default workOrderModule as FastifyPluginAsync<ModuleOptions>;
