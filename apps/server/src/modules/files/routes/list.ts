import { text } from '@pcbunion/core';
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accounts, gerberFiles, storedFiles, workOrderAttachments } from '../../db/schema/index.js';
import { ok } from '../../http/envelope.js';
import { requestLanguage } from '../../http/language.js';
import { dayRange } from '../../platform/business-day.js';
import { likePattern, offsetOf, pagingQuery } from '../../platform/paging.js';
import { writeWorkbook } from '../../platform/documents/index.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { FILE_SHEET_WIDTHS, fileSheet } from './list-export.js';
import { INLINE_TYPES } from '../../platform/files/file-types.js';
import { signedInToEnterprise } from '../../platform/access/guards.js';
import { answers, fileAnswer, instant, pageOf } from '../../http/answer.js';

/** The module a file belongs to: where it is referenced, else the purpose it was uploaded for. */
export const FILE_MODULES = ['gerber', 'work-order', 'profile', 'member', 'staff', 'other'] as const;

/** A calendar day that exists (2026-02-30 and 0669-58-43 are 400, not a 500 from an invalid date). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'badFormat' })
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    { error: 'badFormat' },
  );

export const fileListQuery = z.object({
  ...pagingQuery,
  keyword: text(100).optional(),
  module: z.enum(FILE_MODULES).optional(),
  kind: z.enum(['file', 'image']).optional(),
  from: day.optional(),
  to: day.optional(),
});

export type FileListQuery = z.infer<typeof fileListQuery>;

/** One file of the enterprise's file list, with the module that uses it. */
export const fileListRow = z
  .object({
    id: z.string(),
    name: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    kind: z.enum(['file', 'image']),
    /** The purpose the uploader gave (free text), if any. */
    purpose: z.string().nullable(),
    module: z.enum(FILE_MODULES),
    uploadedBy: z.string().nullable(),
    createdAt: instant,
    /** Shown inline (images and PDF). */
    previewable: z.boolean(),
  })
  .meta({ id: 'FileListRow' });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The most rows one export writes (the list's filters narrow it). */
const FILE_EXPORT_ROWS = 10_000;

/**
 * The enterprise's files across modules (spec 01 §2.2 /file-list): every stored file of the caller's enterprise,
 * with the module that uses it (a Gerber upload, a work order's attachment, an avatar, a member's or staff member's
 * document), searchable by name, filtered by module, kind and upload day, sorted and paged on the server, exported to Excel.
 * Preview and download go through `GET /api/file/getfile` (inline for images and PDF).
 */
const fileListRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  const moduleOf = sql<(typeof FILE_MODULES)[number]>`case
    when exists (select 1 from ${gerberFiles} where ${gerberFiles.storedFileUid} = ${storedFiles.uid}) or ${storedFiles.purpose} = 'gerber' then 'gerber'
    when exists (select 1 from ${workOrderAttachments} where ${workOrderAttachments.fileUid} = ${storedFiles.uid}) or ${storedFiles.purpose} = 'work-order' then 'work-order'
    when ${storedFiles.purpose} = 'avatar' then 'profile'
    when ${storedFiles.purpose} in ('member', 'member-wallet', 'member_wallet') then 'member'
    when ${storedFiles.purpose} = 'staff' then 'staff'
    else 'other' end`;

  /** One page of the caller's enterprise's files under the list's filters (upload days as Asia/Shanghai days, `to` inclusive). */
  const listFiles = async (enterpriseUid: string, q: FileListQuery) => {
    const where: SQL[] = [eq(storedFiles.enterpriseUid, enterpriseUid)];
    if (q.keyword?.trim()) where.push(ilike(storedFiles.name, likePattern(q.keyword.trim())));
    if (q.kind) where.push(eq(storedFiles.kind, q.kind));
    if (q.module) where.push(sql`(${moduleOf}) = ${q.module}`);
    where.push(...dayRange(storedFiles.createdAt, q.from, q.to));
    const sortable = {
      name: storedFiles.name,
      size: storedFiles.size,
      content_type: storedFiles.contentType,
      created_at: storedFiles.createdAt,
    } as const;
    const column =
      q.field && Object.hasOwn(sortable, q.field) ? sortable[q.field as keyof typeof sortable] : storedFiles.createdAt;
    const direction = q.field && Object.hasOwn(sortable, q.field) ? (q.sort === 'asc' ? asc : desc) : desc;
    const [rows, [total]] = await Promise.all([
      database.db
        .select({
          id: storedFiles.uid,
          name: storedFiles.name,
          contentType: storedFiles.contentType,
          size: storedFiles.size,
          kind: storedFiles.kind,
          purpose: storedFiles.purpose,
          module: moduleOf,
          uploadedBy: accounts.name,
          createdAt: storedFiles.createdAt,
        })
        .from(storedFiles)
        .leftJoin(accounts, eq(accounts.uid, storedFiles.uploadedBy))
        .where(and(...where))
        .orderBy(direction(column), desc(storedFiles.uid))
        .limit(q.page_size)
        .offset(offsetOf(q)),
      database.db
        .select({ n: count() })
        .from(storedFiles)
        .where(and(...where)),
    ]);
    return { data: rows.map((r) => ({ ...r, previewable: INLINE_TYPES.has(r.contentType) })), total: total?.n ?? 0 };
  };

  app.get(
    '/api/file/list',
    { schema: { querystring: fileListQuery, tags: ['files'], response: answers(pageOf(fileListRow)) } },
    async (request) => ok(await listFiles(signedInToEnterprise(request).enterpriseUid, request.query)),
  );

  /** The list as Excel: the same filters and order, the first FILE_EXPORT_ROWS files. */
  app.get(
    '/api/file/list/export',
    { schema: { querystring: fileListQuery, tags: ['files'], response: fileAnswer(XLSX) } },
    async (request, reply) => {
      const { data } = await listFiles(signedInToEnterprise(request).enterpriseUid, {
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
