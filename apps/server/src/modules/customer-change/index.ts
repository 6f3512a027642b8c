import { centsOfText, hasAuthCode } from '@pcbunion/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { staff } from '../../db/schema/index.js';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { LANGUAGES, requestLanguage } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import { signedIn } from '../auth/session-plugin.js';
import { writeWorkbook } from '../documents/index.js';
import { fileService } from '../files/file.service.js';
import { authCodeOf } from '../menus/catalogue-index.js';
import type { ModuleOptions } from '../module-options.js';
import type { SalesCaller } from '../sales/sale-notices.service.js';
import { changeBellWords, changeLabels, changeMessages, changeStatusNames } from './messages.js';
import { changeActionBody, changeBody, changeListQuery, noParams } from './schemas.js';
import { changeService, signedAmount, type ChangeBell } from './service.js';

/** The factory's screens for customer changes (its order desk too); the customer asks from its orders. */
const SCREENS = { factory: ['customer-change', 'sale-notice', 'order-management'], customer: ['my-order'] } as const;
type Side = keyof typeof SCREENS;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Rings each bell to every active member holding the side's screen (or the admin); `values` may hold a word per
 * language as `key:lang`. A failed bell never undoes the change.
 */
export async function ringBells(
  db: Database,
  notifier: FastifyInstance['notifier'],
  bells: Array<{ enterpriseUid: string; side: Side; event: string; values: Record<string, string> }>,
  words: Record<string, LocalizedText>,
  screens: Record<Side, string>,
  link: (no: string) => string,
  log: FastifyBaseLogger,
) {
  for (const bell of bells) {
    try {
      const code = authCodeOf(screens[bell.side]);
      const members = await db
        .select({ accountUid: staff.accountUid, mask: staff.permissionMask, isAdmin: staff.isAdmin })
        .from(staff)
        .where(and(eq(staff.enterpriseUid, bell.enterpriseUid), eq(staff.status, 'active')));
      const title = Object.fromEntries(
        LANGUAGES.map((l) => {
          const values = Object.fromEntries(Object.entries(bell.values).filter(([k]) => !k.includes(':')));
          for (const [k, v] of Object.entries(bell.values))
            if (k.endsWith(`:${l}`)) values[k.slice(0, -l.length - 1)] = v;
          return [l, translate(l, words[bell.event]!, values)];
        }),
      ) as LocalizedText;
      for (const m of members.filter((x) => x.isAdmin || hasAuthCode(x.mask, code)))
        await notifier.notify(m.accountUid, {
          kind: 'sales',
          title,
          link: link(bell.values.no!),
          enterpriseUid: bell.enterpriseUid,
        });
    } catch (error) {
      log.warn({ err: error, bell }, 'bell failed');
    }
  }
}

/** Sends a stored file of a record to either side (inline only for images and PDF), as the file service does. */
export async function sendStoredFile(reply: FastifyReply, file: { name: string; type: string }, bytes: Buffer) {
  const inline = /^image\/(png|jpeg|gif|webp)$|^application\/pdf$/.test(file.type);
  return reply
    .header('content-type', file.type)
    .header(
      'content-disposition',
      `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
    .header('cache-control', 'private, no-cache')
    .send(bytes);
}

/**
 * Customer engineering changes (issue 20): `GET/POST /api/customer-changes`, `GET /api/customer-changes/export`,
 * `GET /api/customer-changes/{no}`, `GET /api/customer-changes/{no}/files/{id}`, `POST /api/customer-changes/{no}/actions`
 * (offer / reject by the factory, accept / withdraw by the customer).
 */
const customerChangeModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const { config, database } = options;
  const db = database.db;
  const changes = changeService(db, app.clock);
  const files = fileService(options);
  const tags = ['customer changes'];
  const holds = (request: FastifyRequest, side: Side) =>
    config.grantAllMenus ||
    SCREENS[side].some((url) => hasAuthCode(signedIn(request).staff.permissionMask, authCodeOf(url)));
  const sideOf = (request: FastifyRequest, asked?: Side): Side => {
    const side = asked ?? (signedIn(request).staff.enterpriseKind === 'factory' ? 'factory' : 'customer');
    if (!holds(request, side)) throw forbidden();
    return side;
  };
  const either = async (request: FastifyRequest) => {
    if (!holds(request, 'factory') && !holds(request, 'customer')) throw forbidden();
  };
  const callerOf = (request: FastifyRequest): SalesCaller => {
    const caller = signedIn(request);
    return {
      enterpriseUid: caller.enterpriseUid!,
      accountUid: caller.accountUid,
      name: caller.staff.staffName,
      ip: request.ip,
      language: requestLanguage(request),
    };
  };
  const say = (request: FastifyRequest, template: LocalizedText, no: string, status?: string) => {
    const language = requestLanguage(request);
    return translate(language, template, {
      no,
      ...(status && { status: translate(language, changeStatusNames[status]!) }),
    });
  };
  const ring = (request: FastifyRequest, bells: ChangeBell[]) =>
    ringBells(
      db,
      app.notifier,
      bells,
      changeBellWords,
      { factory: 'customer-change', customer: 'my-order' },
      (no) => `/customer-change-detail/index?no=${no}`,
      request.log,
    );

  app.get('/api/customer-changes', { schema: { querystring: changeListQuery, tags } }, async (request) =>
    ok(await changes.list(callerOf(request), sideOf(request, request.query.side), request.query)),
  );

  app.get(
    '/api/customer-changes/export',
    { schema: { querystring: changeListQuery, tags } },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { data } = await changes.list(callerOf(request), sideOf(request, request.query.side), request.query, true);
      const columns = [
        'changeNo',
        'orderNo',
        'customer',
        'factory',
        'status',
        'description',
        'newRevision',
        'newQuantity',
        'newDate',
        'amountDelta',
        'impactDate',
        'createdAt',
      ];
      const header = columns.map((c) => translate(language, changeLabels[c]!));
      const rows = data.map((c) => [
        c.no,
        c.orderNo,
        c.customer.name ?? '',
        c.factory.name ?? '',
        translate(language, changeStatusNames[c.status]!),
        c.description,
        c.newRevision ?? '',
        c.newQuantity == null ? '' : String(c.newQuantity),
        c.newDate ?? '',
        c.amountDelta == null ? '' : signedAmount(centsOfText(c.amountDelta)),
        c.impactDate ?? '',
        c.createdAt.toISOString().slice(0, 10),
      ]);
      const bytes = await writeWorkbook([
        { name: 'Changes', rows: [header, ...rows], boldRows: [1], widths: columns.map(() => 20) },
      ]);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="customer-changes.xlsx"')
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );

  app.get('/api/customer-changes/:no', { schema: { params: noParams, tags }, preHandler: either }, async (request) =>
    ok(await changes.detail(callerOf(request), request.params.no)),
  );

  app.get(
    '/api/customer-changes/:no/files/:id',
    { schema: { params: noParams.extend({ id: z.string().uuid() }), tags }, preHandler: either },
    async (request, reply) => {
      const f = await changes.file(callerOf(request), request.params.no, request.params.id);
      const { file, bytes } = await files.readFile({ enterpriseUid: f.enterpriseUid, uid: f.uid });
      return sendStoredFile(reply, file, bytes);
    },
  );

  app.post(
    '/api/customer-changes',
    { schema: { body: changeBody, tags }, preHandler: async (request) => void sideOf(request, 'customer') },
    async (request) => {
      const bells: ChangeBell[] = [];
      const created = await changes.create(callerOf(request), request.body, bells);
      await ring(request, bells);
      return ok(created, say(request, changeMessages.created, created.no));
    },
  );

  app.post(
    '/api/customer-changes/:no/actions',
    { schema: { params: noParams, body: changeActionBody, tags }, preHandler: either },
    async (request) => {
      const bells: ChangeBell[] = [];
      const changed = await changes.act(callerOf(request), request.params.no, request.body, bells);
      await ring(request, bells);
      return ok(changed, say(request, changeMessages.done, changed.no, changed.status));
    },
  );
};

export default customerChangeModule as FastifyPluginAsync<ModuleOptions>;
