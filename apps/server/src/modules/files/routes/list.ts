import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.js';
import { requestLanguage } from '../../../http/language.js';
import { writeWorkbook } from '../../../platform/documents/index.js';
import type { ModuleOptions } from '../../../platform/module-options.js';
import { FILE_SHEET_WIDTHS, fileSheet } from '../list-export.js';
import { signedInToEnterprise } from '../../../platform/access/guards.js';
import { answers, fileAnswer, pageOf } from '../../../http/answer.js';
import { fileListQuery, fileListRow } from '../schemas.js';
import { FILE_EXPORT_ROWS, listFiles } from '../service.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The enterprise's files across modules (spec 01 §2.2 /file-list): every stored file of the caller's enterprise,
 * with the module that uses it (a Gerber upload, a work order's attachment, an avatar, a member's or staff member's
 * document), searchable by name, filtered by module, kind and upload day, sorted and paged on the server, exported to Excel.
 * Preview and download go through `GET /api/file/getfile` (inline for images and PDF).
 */
const fileListRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database: { db } }) => {
  app.get(
    '/api/file/list',
    { schema: { querystring: fileListQuery, tags: ['files'], response: answers(pageOf(fileListRow)) } },
    async (request) => ok(await listFiles(db, signedInToEnterprise(request).enterpriseUid, request.query)),
  );

  /** The list as Excel: the same filters and order, the first FILE_EXPORT_ROWS files. */
  app.get(
    '/api/file/list/export',
    { schema: { querystring: fileListQuery, tags: ['files'], response: fileAnswer(XLSX) } },
    async (request, reply) => {
      const { data } = await listFiles(db, signedInToEnterprise(request).enterpriseUid, {
        ...request.query,
        page_no: 1,
        page_size: FILE_EXPORT_ROWS,
      });
      const bytes = await writeWorkbook([
        { name: 'Files', rows: fileSheet(data, requestLanguage(request)), boldRows: [1], widths: FILE_SHEET_WIDTHS },
      ]);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="files.xlsx"')
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );
};

export default fileListRoutes;
