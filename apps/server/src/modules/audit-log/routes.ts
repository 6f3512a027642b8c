import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, fileAnswer, pageOf } from '../../http/answer.js';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { signedInToEnterprise } from '../../platform/access/guards.js';
import { writeWorkbook } from '../../platform/documents/index.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { AUDIT_SHEET_WIDTHS, auditSheet } from './export.js';
import { auditMessages } from './messages.js';
import { auditChoices, auditExportQuery, auditListQuery, auditRow, chainCheckAnswer } from './schemas.js';
import { auditLogService, type AuditReader } from './service.js';
import './labels.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The most rows one export writes (the search narrows it). */
const EXPORT_ROWS = 10_000;

/**
 * The audit log as people read it (issue 33, docs/audit.md): an enterprise's administrators search and export
 * their enterprise's rows and check its chain; the platform operator (the platform's administrators) every
 * enterprise's. Anyone else is refused, whatever screens they were granted: the log shows what the admins did too.
 */
const auditLogModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  const audit = auditLogService(database.db, app.clock);
  const tags = ['audit'];

  const readerOf = (request: FastifyRequest): AuditReader => {
    const caller = signedInToEnterprise(request);
    if (!caller.staff.isAdmin) throw forbidden(auditMessages.adminOnly);
    return {
      scope: caller.staff.enterpriseKind === 'platform' ? 'all' : caller.enterpriseUid,
      language: requestLanguage(request),
    };
  };

  app.get(
    '/api/admin/audit',
    { schema: { querystring: auditListQuery, tags, response: answers(pageOf(auditRow)) } },
    async (request) => ok(await audit.search(readerOf(request), request.query)),
  );

  app.get('/api/admin/audit/choices', { schema: { tags, response: answers(auditChoices) } }, async (request) =>
    ok(await audit.choices(readerOf(request))),
  );

  /** The search's rows as Excel, newest first, the first EXPORT_ROWS of them. */
  app.get(
    '/api/admin/audit/export',
    { schema: { querystring: auditExportQuery, tags, response: fileAnswer(XLSX) } },
    async (request, reply) => {
      const reader = readerOf(request);
      const { data } = await audit.search(reader, { ...request.query, page_no: 1, page_size: EXPORT_ROWS });
      const bytes = await writeWorkbook([
        { name: 'Audit log', rows: auditSheet(data, reader.language), boldRows: [1], widths: AUDIT_SHEET_WIDTHS },
      ]);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="audit-log.xlsx"')
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );

  /** Checks the hash chain(s) the caller may read and answers the first row that breaks each, if any. */
  app.get('/api/admin/audit/verify', { schema: { tags, response: answers(chainCheckAnswer) } }, async (request) =>
    ok(await audit.verify(readerOf(request))),
  );
};

export default auditLogModule as FastifyPluginAsync<ModuleOptions>;
