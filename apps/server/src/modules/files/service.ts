import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, gerberFiles, storedFiles, workOrderAttachments } from '../../db/schema/index.js';
import { dayRange } from '../../platform/business-day.js';
import { INLINE_TYPES } from '../../platform/files/file-types.js';
import { likePattern, offsetOf } from '../../platform/paging.js';
import { FILE_MODULES, type FileListQuery } from './schemas.js';

/** The most rows one export writes (the list's filters narrow it). */
export const FILE_EXPORT_ROWS = 10_000;

/** The module that uses a stored file: where it is referenced, else the purpose it was uploaded for. */
const moduleOf = sql<(typeof FILE_MODULES)[number]>`case
  when exists (select 1 from ${gerberFiles} where ${gerberFiles.storedFileUid} = ${storedFiles.uid}) or ${storedFiles.purpose} = 'gerber' then 'gerber'
  when exists (select 1 from ${workOrderAttachments} where ${workOrderAttachments.fileUid} = ${storedFiles.uid})
    or ${storedFiles.purpose} = 'work-order' then 'work-order'
  when ${storedFiles.purpose} = 'avatar' then 'profile'
  when ${storedFiles.purpose} in ('member', 'member-wallet', 'member_wallet') then 'member'
  when ${storedFiles.purpose} = 'staff' then 'staff'
  else 'other' end`;

/** One page of the caller's enterprise's files under the list's filters (upload days as Asia/Shanghai days, `to` inclusive). */
export async function listFiles(db: Database, enterpriseUid: string, q: FileListQuery) {
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
    db
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
    db
      .select({ n: count() })
      .from(storedFiles)
      .where(and(...where)),
  ]);
  return { data: rows.map((r) => ({ ...r, previewable: INLINE_TYPES.has(r.contentType) })), total: total?.n ?? 0 };
}
